import { z } from 'zod';
import { staffRoleSchema } from './business';

/** One person of a shop's team, or an open invitation. */
export const staffMemberSchema = z.object({
  userId: z.string().nullable(),
  phone: z.string(),
  role: staffRoleSchema,
  /** 'active' staff, or an 'invited' phone that has not confirmed yet. */
  state: z.enum(['active', 'invited']),
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

import { z } from 'zod';
import { businessShopSchema } from './business';

/** A new business session: the staff account, its token and the shops it works at (at least one). */
export const businessSessionSchema = z.object({
  userId: z.string().regex(/^[1-9]\d*$/),
  userToken: z.string().min(32),
  phone: z.string(),
  shops: z.array(businessShopSchema).min(1),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** GET /api/user/info/: the caller's account. `userId` must be the session's own (else HTTP 401). */
export const userInfoEndpoint = defineEndpoint({
  name: 'userInfo',
  method: 'GET',
  path: '/api/user/info/',
  request: z.object({ userId: z.string().regex(/^[1-9]\d{0,17}$/) }),
  response: z.object({
    userId: z.string(),
    country: z.string(),
    phone: z.string(),
    createdAt: z.string(),
  }),
  auth: 'user',
});

export type UserInfoResponse = z.output<typeof userInfoEndpoint.response>;

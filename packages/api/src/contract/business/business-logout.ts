import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** POST /api/business/logout/: revokes the business session; its token gets HTTP 401 afterwards. */
export const businessLogoutEndpoint = defineEndpoint({
  name: 'businessLogout',
  method: 'POST',
  path: '/api/business/logout/',
  request: z.object({}),
  response: z.object({}),
  auth: 'business',
});

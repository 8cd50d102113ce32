import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** POST /api/user/logout/: revokes the caller's session on the server; the token is refused from then on. */
export const logoutEndpoint = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/user/logout/',
  request: z.object({}),
  response: z.object({ loggedOut: z.literal(true) }),
  auth: 'user',
});

import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../errors/api-failure';
import { isLocalCaller } from '../../http/is-local-caller';

/** For the local outboxes' routes: anyone but a local caller (isLocalCaller) gets HTTP 404 as if the route did not exist. */
export function requireLocalCaller(request: FastifyRequest): void {
  if (!isLocalCaller(request)) throw new ApiFailure('apiNotFound', 404);
}

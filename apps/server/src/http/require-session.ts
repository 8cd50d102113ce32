import { SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyRequest } from 'fastify';
import type { SessionArea } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';
import { hashSessionToken } from '../services/auth/hash-session-token';
import { isLiveSession } from '../services/auth/is-live-session';
import type { RouteContext } from './route-context';
import type { SessionCaller } from './route-caller';

/**
 * The session a request claims: its User-Id and the hash of its User-Token, read from the headers (not yet
 * checked against the database); HTTP 401 'token has expired, please log in again' when either is missing or malformed.
 */
export function claimedSession(request: FastifyRequest): SessionCaller {
  const token = request.headers[SIGNING_HEADERS.userToken.toLowerCase()];
  const userId = request.headers[SIGNING_HEADERS.userId.toLowerCase()];
  if (typeof token !== 'string' || typeof userId !== 'string' || !/^[1-9]\d{0,17}$/.test(userId) || token.length > 200) {
    throw new ApiFailure('tokenExpired', 401);
  }
  return { userId, sessionTokenHash: hashSessionToken(token) };
}

/**
 * The caller of a call that needs a session of `area`: User-Token and User-Id must name a session of that
 * area ('user': consumer, 'business': shop staff) that is neither revoked nor expired at `clock()`, else
 * HTTP 401 'token has expired, please log in again'. A session of the other area is refused.
 */
export async function requireSession(
  context: Pick<RouteContext, 'db' | 'clock'>,
  request: FastifyRequest,
  area: SessionArea,
): Promise<SessionCaller> {
  const claimed = claimedSession(request);
  if (!(await isLiveSession(context.db, { tokenHash: claimed.sessionTokenHash, userId: claimed.userId, area }, context.clock()))) throw new ApiFailure('tokenExpired', 401);
  return claimed;
}

import { SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, SessionArea } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';
import { hashSessionToken } from '../services/auth/hash-session-token';
import { isLiveSession } from '../services/auth/is-live-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser: the id of the session's user (a staff account's app_user id on business calls). */
    userId?: string;
    /** Set by requireUser: the session's token_hash (logout revokes it). */
    sessionTokenHash?: string;
  }
}

/**
 * preHandler for calls that need a session of `area`: User-Token and User-Id must name a session of that
 * area ('user': consumer, 'business': shop staff) that is neither revoked nor expired (at `clock()`), else
 * HTTP 401 'token has expired, please log in again'. A session of the other area is refused.
 */
export function createRequireUser(db: Kysely<DatabaseSchema>, clock: () => number, area: SessionArea = 'user') {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    const token = request.headers[SIGNING_HEADERS.userToken.toLowerCase()];
    const userId = request.headers[SIGNING_HEADERS.userId.toLowerCase()];
    if (typeof token !== 'string' || typeof userId !== 'string' || !/^[1-9]\d{0,17}$/.test(userId) || token.length > 200) {
      throw new ApiFailure('tokenExpired', 401);
    }
    const tokenHash = hashSessionToken(token);
    if (!(await isLiveSession(db, { tokenHash, userId, area }, clock()))) throw new ApiFailure('tokenExpired', 401);
    request.userId = userId;
    request.sessionTokenHash = tokenHash;
  };
}

import { SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyRequest } from 'fastify';
import type { SessionArea } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';
import type { SessionCaller } from './route-caller';
import type { RouteContext } from './route-context';
import { requireSession } from './require-session';

/**
 * The caller of a public call that says more to a signed-in caller (coupon_info counts their copies): the
 * session of `area` when User-Token and User-Id name a live one, else undefined — no headers, or a session
 * that expired, was revoked or is of the other area, reads as a guest instead of HTTP 401.
 */
export async function optionalSession(context: Pick<RouteContext, 'db' | 'clock'>, request: FastifyRequest, area: SessionArea): Promise<SessionCaller | undefined> {
  if (request.headers[SIGNING_HEADERS.userToken.toLowerCase()] === undefined) return undefined;
  try {
    return await requireSession(context, request, area);
  } catch (error) {
    if (error instanceof ApiFailure && error.httpStatus === 401) return undefined;
    throw error;
  }
}

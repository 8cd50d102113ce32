import { smsOutboxEndpoint } from '@luggage/api/contract';
import { ApiFailure } from '../../errors/api-failure';
import { defineRoute } from '../../http/define-route';
import { findLatestOutboxCode } from '../../services/sms/outbox/find-latest-outbox-code';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a relayed request comes from another machine, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * GET /api/dev/sms_outbox/: the last code the outbox sent to a phone. Registered only while the SMS
 * provider is the outbox; other machines, and anything relayed by a proxy on this one, get HTTP 404 as if
 * it did not exist.
 */
export const smsOutboxRoute = defineRoute(
  smsOutboxEndpoint,
  ({ params, context, request }) => {
    const isRelayed = PROXY_HEADERS.some((header) => request.headers[header] !== undefined);
    if (isRelayed || !LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) throw new ApiFailure('apiNotFound', 404);
    return findLatestOutboxCode(context.db, params);
  },
  { when: (context) => context.sms.name === 'outbox' },
);

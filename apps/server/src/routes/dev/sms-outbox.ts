import { smsOutboxEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { findLatestOutboxCode } from '../../services/sms/outbox/find-latest-outbox-code';
import { requireLocalCaller } from './require-local-caller';

/**
 * GET /api/dev/sms_outbox/: the last code the outbox sent to a phone. Registered only while the SMS
 * provider is the outbox; other machines, anything relayed by a proxy on this one and a Host that is not a
 * loopback name (DNS rebinding) get HTTP 404 as if it did not exist.
 */
export const smsOutboxRoute = defineRoute(
  smsOutboxEndpoint,
  ({ params, context, request }) => {
    requireLocalCaller(request);
    return findLatestOutboxCode(context.db, params);
  },
  { when: (context) => context.sms.name === 'outbox' },
);

import { emailOutboxEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { findLatestOutboxEmail } from '../../services/email/outbox/find-latest-outbox-email';
import { requireLocalCaller } from './require-local-caller';

/**
 * GET /api/dev/email_outbox/: the last message the email outbox sent to an address. Registered only while
 * the email sender is the outbox (no SMTP_URL); other machines, anything relayed by a proxy on this one
 * and a Host that is not a loopback name (DNS rebinding) get HTTP 404 as if it did not exist.
 */
export const emailOutboxRoute = defineRoute(
  emailOutboxEndpoint,
  ({ params, context, request }) => {
    requireLocalCaller(request);
    return findLatestOutboxEmail(context.db, params);
  },
  { when: (context) => context.email.name === 'outbox' },
);

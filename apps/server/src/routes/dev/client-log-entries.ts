import { clientLogEntriesEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { findClientLogEntries } from '../../services/client-log/find-client-log-entries';
import { requireLocalCaller } from './require-local-caller';

/** GET /api/dev/client_log/: a device's latest client log entries, for local callers only (others get HTTP 404). */
export const clientLogEntriesRoute = defineRoute(clientLogEntriesEndpoint, ({ params, context, request }) => {
  requireLocalCaller(request);
  return findClientLogEntries(context.db, params.uniq);
});

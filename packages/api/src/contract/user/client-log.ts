import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** At most this many entries in one POST /api/user/log/ (the apps send a batch at least this often). */
export const CLIENT_LOG_MAX_ENTRIES = 20;

/** Entries one device (its Uniq) may have stored per hour; beyond, the call answers HTTP 429 (clientLogLimited). */
export const CLIENT_LOG_ENTRIES_PER_HOUR = 120;

/** How long the server keeps an entry, in days. */
export const CLIENT_LOG_RETENTION_DAYS = 14;

/**
 * One thing that went wrong in an app's page:
 *  - `kind`: 'error' an uncaught error (window 'error'), 'rejection' an unhandled promise rejection,
 *    'api' a failed API call (the RTK Query base query's failures, not the ordinary 401 of an expired session);
 *  - `message`: the error's message, or for 'api' '<path> <code> HTTP <status> [<errorCode>]' (never the
 *    parameters or the answer's text);
 *  - `stack`: the error's stack when it has one;
 *  - `route`: the hash route's path with only the names of its query ('/pay?orderId&code'), never their
 *    values, which may carry login or authorisation codes;
 *  - `at`: when it happened on the device, ms since epoch.
 * The server scrubs what may still carry a secret (mainland mobile numbers, codes after `code=`, tokens)
 * from message, stack and route before storing.
 */
export const clientLogEntrySchema = z.object({
  kind: z.enum(['error', 'rejection', 'api']),
  message: z.string().min(1).max(500),
  stack: z.string().max(2000).optional(),
  route: z.string().max(200),
  at: z.number().int().min(0),
});

/** An entry of {@link clientLogEntrySchema}. */
export type ClientLogEntry = z.output<typeof clientLogEntrySchema>;

/**
 * POST /api/user/log/ (spec §7, payload 'not shown'; designed here): the apps' client errors in batches of
 * 1–{@link CLIENT_LOG_MAX_ENTRIES} entries, with the `app` that sent them and its `build` (the version the
 * app was built as). Signed like every call (Timestamp, Uniq, Sign); no session needed (guests' pages fail
 * too), and the session headers are not stored. The apps send a batch every few seconds or when it is full,
 * and with fetch's `keepalive` when the page is hidden (a beacon cannot carry the signing headers).
 *
 * The server keeps entries {@link CLIENT_LOG_RETENTION_DAYS} days, at most {@link CLIENT_LOG_ENTRIES_PER_HOUR}
 * per device (Uniq) and hour: a batch beyond that is cut to what is left (`stored` says how many were kept),
 * and once nothing is left the call answers HTTP 429 'clientLogLimited'. Bad input is 'invalid parameter: <field>'.
 */
export const clientLogEndpoint = defineEndpoint({
  name: 'clientLog',
  method: 'POST',
  path: '/api/user/log/',
  request: z.object({
    app: z.enum(['consumer', 'business']),
    build: z.string().regex(/^[\w.+-]{1,40}$/),
    entries: z.array(clientLogEntrySchema).min(1).max(CLIENT_LOG_MAX_ENTRIES),
  }),
  response: z.object({ stored: z.number().int().min(0) }),
  auth: 'none',
});

/** The body of POST /api/user/log/ (less the signing field v). */
export type ClientLogBatch = z.input<typeof clientLogEndpoint.request>;

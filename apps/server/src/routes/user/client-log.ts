import { clientLogEndpoint } from '@luggage/api/contract';
import { SIGNING_HEADERS } from '@luggage/api/signing';
import { defineRoute } from '../../http/define-route';
import { storeClientLog } from '../../services/client-log/store-client-log';

/** POST /api/user/log/: stores a batch of the apps' client errors, scrubbed, within the device's hourly quota. */
export const clientLogRoute = defineRoute(clientLogEndpoint, async ({ params, context, request }) => {
  // The signature check has let only a 6-character Uniq through.
  const uniq = String(request.headers[SIGNING_HEADERS.uniq.toLowerCase()]);
  const stored = await storeClientLog(context.db, {
    uniq,
    userAgent: request.headers['user-agent'] ?? '',
    app: params.app,
    build: params.build,
    entries: params.entries,
    now: context.clock(),
  });
  return { stored };
});

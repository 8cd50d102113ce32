import { shareActivityEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { optionalSession } from '../../http/optional-session';
import { getShareActivity } from '../../services/share/get-share-activity';

/** GET /api/act/share_new/: the share activity, for guests too; a traveller also gets their own share and link answer. */
export const shareActivityRoute = defineRoute(shareActivityEndpoint, async ({ params, context, request }) => {
  const caller = await optionalSession(context, request, 'user');
  return getShareActivity(context.db, caller?.userId ?? null, params, context.clock());
});

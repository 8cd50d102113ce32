import { storeInfoV2Endpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getShopDetail } from '../../services/store/get-shop-detail';

/** GET /api/user/store/info_v2/: a shop's page; an unknown or removed shop is HTTP 404. */
export const storeInfoV2Route = defineRoute(storeInfoV2Endpoint, ({ params, context }) => getShopDetail(context.db, params.storeId, context.clock()));

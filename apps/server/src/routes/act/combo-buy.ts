import { comboBuyEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { buyCombo } from '../../services/combo/buy-combo';

/** POST /api/act/combo_buy/: the caller buys a combo: a new unpaid combo order (see buyCombo). */
export const comboBuyRoute = defineRoute(comboBuyEndpoint, ({ params, caller, context }) => buyCombo(context.db, caller.userId, params.comboId, context.clock()));

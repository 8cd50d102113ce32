import { comboInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getCombo } from '../../services/combo/get-combo';

/** GET /api/act/combo_info/: one combo package on sale, for guests too. */
export const comboInfoRoute = defineRoute(comboInfoEndpoint, ({ params, context }) => getCombo(context.db, params.id));

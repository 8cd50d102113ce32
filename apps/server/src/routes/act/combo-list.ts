import { comboListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listCombos } from '../../services/combo/list-combos';

/** GET /api/act/combo_list/: the combo packages on sale, for guests too. */
export const comboListRoute = defineRoute(comboListEndpoint, ({ context }) => listCombos(context.db));

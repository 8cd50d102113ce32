import { clientConfigEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/** GET /api/config/: lets the apps pick the map provider at run time. */
export const clientConfigRoute = defineRoute(clientConfigEndpoint, ({ context }) => ({ mapboxToken: context.config.mapboxToken }));

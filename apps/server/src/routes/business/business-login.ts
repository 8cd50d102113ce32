import { businessLoginEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { logInBusiness } from '../../services/business/accounts/log-in-business';

/** POST /api/business/login/: a staff sign-in with the phone's business code. */
export const businessLoginRoute = defineRoute(businessLoginEndpoint, ({ params, context }) => logInBusiness(context, params));

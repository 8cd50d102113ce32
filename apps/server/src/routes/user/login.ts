import { loginEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { logInWithSmsCode } from '../../services/auth/log-in-with-sms-code';

/** POST /api/user/login/: the phone's SMS code for a consumer session (the account is created on first login). */
export const loginRoute = defineRoute(loginEndpoint, ({ params, context }) => logInWithSmsCode(context, params));

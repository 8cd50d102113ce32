import { loginEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { logInWithSmsCode } from '../../services/auth/log-in-with-sms-code';

/** POST /api/user/login/: the phone's SMS code for a consumer session (the account is created on first login). */
export function loginRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, loginEndpoint, context, (params) => logInWithSmsCode(context, params));
}

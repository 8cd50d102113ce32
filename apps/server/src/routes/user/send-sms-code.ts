import { sendSmsCodeEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { sendSmsCode } from '../../services/auth/send-sms-code';

/** POST /api/user/send_sms_code/: a login code by SMS, within the per-phone and per-address limits. */
export function sendSmsCodeRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, sendSmsCodeEndpoint, context, (params, request) =>
    sendSmsCode(context, { area: params.area, country: params.country, phone: params.phone, ip: request.ip }),
  );
}

import { sendSmsCodeEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { sendSmsCode } from '../../services/auth/send-sms-code';

/** POST /api/user/send_sms_code/: a login code by SMS, within the per-phone and per-address limits. */
export const sendSmsCodeRoute = defineRoute(sendSmsCodeEndpoint, ({ params, context, request }) =>
  sendSmsCode(context, { ...params, ip: request.ip }),
);

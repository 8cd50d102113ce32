import { sendSmsCodeEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requireSession } from '../../http/require-session';
import { ApiFailure } from '../../errors/api-failure';
import { sendSmsCode } from '../../services/auth/send-sms-code';

/**
 * POST /api/user/send_sms_code/: a login code by SMS, within the per-phone and per-address limits; with area
 * 'realname', a code confirming the signed-in traveller's real name, only to their own phone.
 */
export const sendSmsCodeRoute = defineRoute(sendSmsCodeEndpoint, async ({ params, context, request }) => {
  if (params.area === 'realname') {
    const { userId } = await requireSession(context, request, 'user');
    const own = await context.db.selectFrom('app_user').select('id').where('id', '=', userId).where('country', '=', params.country).where('phone', '=', params.phone).executeTakeFirst();
    if (!own) throw new ApiFailure('realNameCodeOwnPhone');
  }
  return sendSmsCode(context, { ...params, ip: request.ip });
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { phoneSchema } from '../fields/phone';

/** Seconds before another code may be sent to the same phone. */
export const SMS_RESEND_SECONDS = 60;
/** Minutes a code stays valid. */
export const SMS_CODE_VALID_MINUTES = 5;
/** Wrong tries after which a code is dead. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Codes per phone per hour, and per Asia/Shanghai day. */
export const SMS_CODES_PER_HOUR = 5;
export const SMS_CODES_PER_DAY = 10;

/**
 * POST /api/user/send_sms_code/: sends a 6-digit login code by SMS (valid {@link SMS_CODE_VALID_MINUTES}
 * minutes, single use). The answer is the same whether or not the phone has an account. Refused with an
 * errorMsg when the phone asked for a code of the same `area` less than {@link SMS_RESEND_SECONDS} s ago, has had
 * {@link SMS_CODES_PER_HOUR} codes this hour or {@link SMS_CODES_PER_DAY} today, or the caller's address
 * has asked too often. `area` chooses the consumer or the business login, or 'realname': a code that
 * confirms the signed-in traveller's real name (updatename), which needs a consumer session (HTTP 401
 * without) and goes only to that traveller's own phone ('realNameCodeOwnPhone' otherwise, nothing sent);
 * it counts against the same limits and never signs anyone in.
 */
export const sendSmsCodeEndpoint = defineEndpoint({
  name: 'sendSmsCode',
  method: 'POST',
  path: '/api/user/send_sms_code/',
  request: phoneSchema.and(z.object({ area: z.enum(['user', 'business', 'realname']).default('user') })),
  response: z.object({
    /** Seconds until the next code may be requested. */
    resendAfter: z.number().int().min(0),
  }),
  auth: 'none',
});

export type SendSmsCodeResponse = z.output<typeof sendSmsCodeEndpoint.response>;

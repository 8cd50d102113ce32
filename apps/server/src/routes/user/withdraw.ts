import { withdrawEndpoint } from '@luggage/api/contract';
import { DEFAULT_WITHDRAWAL_DAILY_MAX_FEN } from '@luggage/domain/rewards';
import { defineRoute } from '../../http/define-route';
import { requestLanguage } from '../../http/request-language';
import { requestWithdrawal } from '../../services/withdrawal/request-withdrawal';

/** POST /api/user/withdraw/: pays part of the caller's wallet to their own WeChat balance (see requestWithdrawal). */
export const withdrawRoute = defineRoute(withdrawEndpoint, async ({ params, caller, context, request }) => ({
  withdrawal: await requestWithdrawal(
    { ...context, wechatAppId: context.wechat.appId, dailyMaxFen: context.config.withdrawalDailyMaxFen ?? DEFAULT_WITHDRAWAL_DAILY_MAX_FEN },
    { userId: caller.userId, ...params },
    requestLanguage(request),
  ),
}));

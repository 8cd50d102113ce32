import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';
import { isWechatPayoutProvider } from '../../services/payout/wechat/wechat-payout-provider';
import { settleWithdrawal } from '../../services/withdrawal/settle-withdrawal';
import { notificationErrorHandler } from './provider-notification';

/** Where WeChat Pay sends the MCHTRANSFER.BILL.FINISHED notifications of our transfers (WECHAT_TRANSFER_NOTIFY_URL). */
export const TRANSFER_NOTIFICATION_PATH = '/api/pay/transfer-notify/wechat/';

/**
 * With the WeChat payout provider, POST /api/pay/transfer-notify/wechat/, outside our client signature
 * scheme (WeChat Pay signs with its own). A verified notification of one of our withdrawals, for its
 * amount, settles it once (settleWithdrawal: 'paid', or 'failed' with the money back; a repeat changes
 * nothing) and is answered HTTP 204; a refused one (signature, time, unknown bill, other amount) changes
 * nothing, HTTP 400; a failure of ours HTTP 500, so WeChat Pay sends it again.
 */
export function transferNotificationRoute(app: FastifyInstance, context: RouteContext): void {
  const payouts = context.payouts;
  if (!isWechatPayoutProvider(payouts)) return;
  app.route({
    method: 'POST',
    url: TRANSFER_NOTIFICATION_PATH,
    config: { signed: false },
    errorHandler: notificationErrorHandler('transfer notification'),
    handler: async (request, reply) => {
      const event = payouts.verifyNotification(request.headers, request.rawBody ?? '', context.clock());
      const refuse = (reason: string) => {
        request.log.warn({ reason }, 'transfer notification refused');
        return reply.code(400).send({ code: 'FAIL', message: reason });
      };
      if ('refused' in event) return refuse(event.refused);
      const withdrawal = await context.db.selectFrom('withdrawal').select(['id', 'amount']).where('out_bill_no', '=', event.outBillNo).where('provider', '=', 'wechat').executeTakeFirst();
      if (!withdrawal || withdrawal.amount !== event.amount) return refuse('unknown transfer or amount');
      const settled = await settleWithdrawal(context, event.outBillNo, event.outcome);
      request.log.info({ withdrawalId: withdrawal.id, state: event.outcome.state, settled, notificationId: event.notificationId }, 'transfer notification applied');
      return reply.code(204).send();
    },
  });
}

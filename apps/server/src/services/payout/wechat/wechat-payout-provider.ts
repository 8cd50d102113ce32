import { z } from 'zod';
import { ApiFailure } from '../../../errors/api-failure';
import { createWechatPayClient, wechatErrorCode } from '../../payment/wechat/wechat-pay-client';
import type { WechatMerchant } from '../../payment/wechat/wechat-payment-provider';
import type { PayoutProvider, PayoutState, PayoutTransfer } from '../payout-provider';

/** The transfer settings besides the merchant's (PAYOUT_PROVIDER=wechat). */
export interface WechatTransferSettings {
  /** WECHAT_TRANSFER_SCENE_ID: the transfer scene the merchant platform approved ('1000' 现金营销). */
  sceneId: string;
  /** WECHAT_TRANSFER_NOTIFY_URL: our https URL of POST /api/pay/transfer-notify/wechat/. */
  notifyUrl: string;
}

/** What the traveller sees with the money, and the scene report of 现金营销 (scene 1000): activity and reward. */
const TRANSFER_REMARK = '推广奖励提现';
const USER_RECV_PERCEPTION = '现金奖励';
const SCENE_REPORT = [
  { info_type: '活动名称', info_content: '推广奖励' },
  { info_type: '奖励说明', info_content: '好友寄存订单完成奖励' },
];

const billSchema = z.object({
  out_bill_no: z.string(),
  transfer_bill_no: z.string().optional(),
  state: z.string(),
  fail_reason: z.string().optional(),
  package_info: z.string().min(1).max(1000).optional(),
});
const finishedBillSchema = billSchema.extend({ mch_id: z.string(), transfer_amount: z.number().int() });

/** Where a bill in WeChat's `state` stands for us: SUCCESS paid, FAIL and CANCELLED failed, the rest still under way. */
function payoutStateOf(bill: z.output<typeof billSchema>): PayoutState {
  if (bill.state === 'SUCCESS') return { state: 'paid', providerBillId: bill.transfer_bill_no ?? null };
  if (bill.state === 'FAIL') return { state: 'failed', reason: bill.fail_reason ?? 'FAIL' };
  if (bill.state === 'CANCELLED') return { state: 'failed', reason: 'CANCELLED' };
  return bill.state === 'WAIT_USER_CONFIRM' && bill.package_info !== undefined ? { state: 'processing', packageInfo: bill.package_info } : { state: 'processing' };
}

/** A verified MCHTRANSFER.BILL.FINISHED notification: the bill and where it stands, or why it was refused. */
export type VerifiedPayoutEvent = { notificationId: string; outBillNo: string; amount: number; outcome: PayoutState } | { refused: string };

/** The WeChat payout provider: the calls of {@link PayoutProvider} and its notifications. */
export interface WechatPayoutProvider extends PayoutProvider {
  readonly name: 'wechat';
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: number): VerifiedPayoutEvent;
}

/**
 * WeChat Pay's transfer to balance, the current 商家转账 API (user-confirm mode, API v3; the older
 * batches API, /v3/transfer/batches, is closed to new merchants): POST
 * /v3/fund-app/mch-transfer/transfer-bills with our out_bill_no (idempotent), the scene, the openid, the
 * amount, the remark, notify_url, user_recv_perception and the scene report; GET …/out-bill-no/{out_bill_no}
 * to ask; the MCHTRANSFER.BILL.FINISHED notification when final. States: ACCEPTED, PROCESSING,
 * WAIT_USER_CONFIRM (the user must confirm in WeChat: the app calls wx.requestMerchantTransfer with
 * mchId, appId and the answer's package_info, kept as packageInfo), TRANSFERING → 'processing'; SUCCESS → 'paid'; FAIL (with
 * fail_reason) and CANCELLED → 'failed'. A 4xx refusal of the transfer (PARAM_ERROR, INVALID_REQUEST,
 * NOT_ENOUGH, …) fails it with WeChat's code; a network failure, 429 or 5xx throws (it stays 'processing'
 * and the next query asks again; a bill WeChat never received, 404 NOT_FOUND, is asked for again).
 * Signing, answer verification and decryption are the payment adapter's (createWechatPayClient).
 */
export function createWechatPayoutProvider(deps: {
  merchant: WechatMerchant;
  transfer: WechatTransferSettings;
  fetch: typeof fetch;
  clock: () => number;
  timeoutMs?: number;
}): WechatPayoutProvider {
  const { merchant } = deps;
  const { call, openNotification } = createWechatPayClient(deps);
  const unavailable = (what: string, answer: { status: number; body: unknown }) =>
    ApiFailure.unavailable('paymentUnavailable', `WeChat Pay ${what}: HTTP ${answer.status} ${wechatErrorCode(answer.body)}`);
  const isRetryable = (status: number) => status === 429 || status >= 500;

  async function transfer(request: PayoutTransfer): Promise<PayoutState> {
    const answer = await call('POST', '/v3/fund-app/mch-transfer/transfer-bills', {
      appid: merchant.appId,
      out_bill_no: request.outBillNo,
      transfer_scene_id: deps.transfer.sceneId,
      openid: request.openid,
      transfer_amount: request.amount,
      transfer_remark: TRANSFER_REMARK,
      notify_url: deps.transfer.notifyUrl,
      user_recv_perception: USER_RECV_PERCEPTION,
      transfer_scene_report_infos: SCENE_REPORT,
    });
    if (answer.status >= 400 && !isRetryable(answer.status)) return { state: 'failed', reason: wechatErrorCode(answer.body) || `HTTP_${answer.status}` };
    const bill = billSchema.safeParse(answer.body);
    if (answer.status !== 200 || !bill.success) throw unavailable('transfer-bills', answer);
    return payoutStateOf(bill.data);
  }

  return {
    name: 'wechat',
    confirmingMerchant: { mchId: merchant.mchId, appId: merchant.appId },
    transfer,
    async query(request) {
      const answer = await call('GET', `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${encodeURIComponent(request.outBillNo)}`);
      if (answer.status === 404) return transfer(request);
      const bill = billSchema.safeParse(answer.body);
      if (answer.status !== 200 || !bill.success) throw unavailable('transfer-bills query', answer);
      return payoutStateOf(bill.data);
    },
    verifyNotification(headers, rawBody, now) {
      const opened = openNotification(headers, rawBody, now);
      if ('refused' in opened) return opened;
      if (opened.eventType !== 'MCHTRANSFER.BILL.FINISHED') return { refused: `unexpected event ${opened.eventType}` };
      const bill = finishedBillSchema.safeParse(opened.resource);
      if (!bill.success) return { refused: 'unreadable transfer bill' };
      if (bill.data.mch_id !== merchant.mchId) return { refused: 'another merchant' };
      return { notificationId: opened.id, outBillNo: bill.data.out_bill_no, amount: bill.data.transfer_amount, outcome: payoutStateOf(bill.data) };
    },
  };
}

/** Whether `provider` is WeChat's (which sends notifications to POST /api/pay/transfer-notify/wechat/). */
export function isWechatPayoutProvider(provider: PayoutProvider): provider is WechatPayoutProvider {
  return provider.name === 'wechat';
}

import { z } from 'zod';
import { sealResource } from '../crypto/seal-resource';
import { shanghaiIso } from '../shanghai-time';
import { wechatIds } from '../wechat-ids';
import { payError, type PayAnswer } from './pay-answer';
import { notifyUrlSchema } from './pay-requests';

/** The body of POST /v3/fund-app/mch-transfer/transfer-bills (商家转账, the user-confirm mode). */
export const transferBillSchema = z.object({
  appid: z.string().min(1).max(32),
  out_bill_no: z.string().regex(/^[0-9A-Za-z]{5,32}$/),
  transfer_scene_id: z.string().regex(/^\d{1,36}$/),
  openid: z.string().min(1).max(64),
  user_name: z.string().optional(),
  transfer_amount: z.number().int().min(10),
  transfer_remark: z.string().min(1).max(32),
  notify_url: notifyUrlSchema.optional(),
  user_recv_perception: z.string().max(32).optional(),
  transfer_scene_report_infos: z.array(z.object({ info_type: z.string().min(1), info_content: z.string().min(1) })).min(1),
});
export type TransferBillRequest = z.output<typeof transferBillSchema>;

/** A transfer's state as WeChat Pay names it; SUCCESS, FAIL and CANCELLED are final. */
export type TransferState = 'ACCEPTED' | 'PROCESSING' | 'WAIT_USER_CONFIRM' | 'TRANSFERING' | 'SUCCESS' | 'FAIL' | 'CANCELLED';

/** One transfer bill of the simulated merchant. */
export interface TransferBill {
  outBillNo: string;
  transferBillNo: string;
  appId: string;
  openid: string;
  amount: number;
  remark: string;
  notifyUrl: string | undefined;
  state: TransferState;
  failReason: string | null;
  createdAt: number;
  updatedAt: number;
  /** The MCHTRANSFER.BILL.FINISHED notification, once final (the same body on every sending). */
  notification?: { id: string; body: string };
}

const FINAL: ReadonlySet<TransferState> = new Set(['SUCCESS', 'FAIL', 'CANCELLED']);

/** The bill as the query by out_bill_no and the notification's resource show it. */
function billJson(bill: TransferBill, mchId: string): Record<string, unknown> {
  return {
    mch_id: mchId,
    out_bill_no: bill.outBillNo,
    transfer_bill_no: bill.transferBillNo,
    appid: bill.appId,
    state: bill.state,
    transfer_amount: bill.amount,
    transfer_remark: bill.remark,
    openid: bill.openid,
    ...(bill.failReason === null ? {} : { fail_reason: bill.failReason }),
    create_time: shanghaiIso(bill.createdAt),
    update_time: shanghaiIso(bill.updatedAt),
  };
}

/**
 * The merchant's transfers to WeChat users' balances (商家转账, user-confirm mode): a new bill waits for the
 * user to confirm (WAIT_USER_CONFIRM, with the package_info the app hands to wx.requestMerchantTransfer);
 * the same out_bill_no again answers the same bill (other figures under it: 400 INVALID_REQUEST). finish()
 * is the user confirming and the money arriving (SUCCESS) or WeChat giving up (FAIL, CANCELLED): the bill
 * becomes final once and its notification goes to notify_url through `onFinished`.
 */
export function createTransferLedger(deps: {
  appId: string;
  mchId: string;
  apiV3Key: string;
  clock: () => number;
  knowsOpenid: (openid: string) => boolean;
  onFinished: (bill: TransferBill) => void;
}) {
  const bills = new Map<string, TransferBill>();
  const createdAnswer = (bill: TransferBill): PayAnswer => ({
    status: 200,
    body: {
      out_bill_no: bill.outBillNo,
      transfer_bill_no: bill.transferBillNo,
      create_time: shanghaiIso(bill.createdAt),
      state: bill.state,
      ...(bill.state === 'WAIT_USER_CONFIRM' ? { package_info: `sim-package-${bill.transferBillNo}` } : {}),
      ...(bill.failReason === null ? {} : { fail_reason: bill.failReason }),
    },
  });
  return {
    create(request: TransferBillRequest): PayAnswer {
      if (request.appid !== deps.appId) return payError(400, 'INVALID_REQUEST', 'appid与mchid不匹配');
      const known = bills.get(request.out_bill_no);
      if (known) {
        const same = known.openid === request.openid && known.amount === request.transfer_amount;
        return same ? createdAnswer(known) : payError(400, 'INVALID_REQUEST', '商户单号重复，且请求参数与原单不一致');
      }
      if (!deps.knowsOpenid(request.openid)) return payError(400, 'INVALID_REQUEST', 'openid与appid不匹配');
      const now = deps.clock();
      const bill: TransferBill = {
        outBillNo: request.out_bill_no,
        transferBillNo: wechatIds.transactionId(),
        appId: request.appid,
        openid: request.openid,
        amount: request.transfer_amount,
        remark: request.transfer_remark,
        notifyUrl: request.notify_url,
        state: 'WAIT_USER_CONFIRM',
        failReason: null,
        createdAt: now,
        updatedAt: now,
      };
      bills.set(bill.outBillNo, bill);
      return createdAnswer(bill);
    },
    query(outBillNo: string): PayAnswer {
      const bill = bills.get(outBillNo);
      return bill ? { status: 200, body: billJson(bill, deps.mchId) } : payError(404, 'NOT_FOUND', '记录不存在');
    },
    /** Ends a bill that is not final yet: answers false for an unknown or final one. */
    finish(outBillNo: string, state: 'SUCCESS' | 'FAIL' | 'CANCELLED', failReason?: string): boolean {
      const bill = bills.get(outBillNo);
      if (!bill || FINAL.has(bill.state)) return false;
      bill.state = state;
      bill.failReason = state === 'SUCCESS' ? null : (failReason ?? (state === 'FAIL' ? 'OTHER' : 'CANCELLED'));
      bill.updatedAt = deps.clock();
      const id = wechatIds.notificationId();
      bill.notification = {
        id,
        body: JSON.stringify({
          id,
          create_time: shanghaiIso(bill.updatedAt),
          resource_type: 'encrypt-resource',
          event_type: 'MCHTRANSFER.BILL.FINISHED',
          summary: '商家转账单据终态通知',
          resource: sealResource(JSON.stringify(billJson(bill, deps.mchId)), deps.apiV3Key, 'mch_payment', 'mch_payment'),
        }),
      };
      deps.onFinished(bill);
      return true;
    },
    bill: (outBillNo: string): TransferBill | undefined => bills.get(outBillNo),
    count: () => bills.size,
    clear: () => bills.clear(),
  };
}

export type TransferLedger = ReturnType<typeof createTransferLedger>;

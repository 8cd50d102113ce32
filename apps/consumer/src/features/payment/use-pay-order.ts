import { isWeChatBrowser, orderSource } from '@luggage/api/client';
import { isApiErrorOf } from '@luggage/api/errors';
import { orderApi, usePayNotifyMutation } from '@luggage/api/order-api';
import { wechatAuthRetried, wechatOpenidRefused } from '@luggage/api/session';
import { toastShown, useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { useProviderSheet } from '../../shared/payment/use-provider-sheet';

/** How often and how many times pay/result is asked after the sheet reported success. */
export const PAY_RESULT_POLL_MS = 1000;
export const PAY_RESULT_POLL_ATTEMPTS = 10;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Paying one unpaid order: pay/info gives the provider's sheet (useProviderSheet: the sandbox's own, or
 * WeChat's through WeixinJSBridge); once the sheet reports success the server is asked to confirm
 * (pay/notify, then pay/result every second for a while) and a paid order opens its voucher, in place of the
 * payment page. A refusal or failure (the server's or the provider's refusal, a sheet cancelled in WeChat,
 * no connection) is `failure`, the reason the screen shows in a dialog with 'try again'; closing the sandbox
 * sheet just leaves the payment for later. `onRefused` lets the screen reload the order, whose state may
 * explain the refusal (paid meanwhile, lapsed).
 *
 * pay/info carries the traveller's openid when the session has one. Inside WeChat without one (the
 * authorisation was denied or failed in this browser session) `wechatAuthorisation` says so, with the
 * server's words when it refused the openid (another WeChat account: the stored one is dropped) or its
 * absence; `authoriseAgain` lets the app send the traveller to WeChat's authorisation once more.
 * `voucherId` is the order whose voucher opens once paid: the booking, when paying its extension.
 */
export function usePayOrder(orderId: string, onRefused: () => void, voucherId: string = orderId) {
  const { t } = useTranslation('payment');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const openid = useAppSelector((state) => state.session.user?.wechat?.openid);
  const isWechatAuthHalted = useAppSelector((state) => state.session.wechatAuthHalt !== null);
  const isInWeChat = isWeChatBrowser(navigator.userAgent);
  const [openidRefusal, setOpenidRefusal] = useState<string | null>(null);
  const [fetchPayInfo] = orderApi.useLazyPayInfoQuery();
  const [fetchPayResult] = orderApi.useLazyPayResultQuery();
  const [payNotify] = usePayNotifyMutation();

  const confirmPaid = async () => {
    sheet.setPhase({ name: 'confirming' });
    const notified = await payNotify({ orderId });
    let status = notified.data?.status;
    for (let attempt = 0; status !== 'paid' && attempt < PAY_RESULT_POLL_ATTEMPTS; attempt += 1) {
      if (status !== undefined && status !== 'unpaid') break;
      await wait(PAY_RESULT_POLL_MS);
      if (!sheet.isMounted.current) return;
      const result = await fetchPayResult({ orderId });
      status = result.data?.status;
    }
    if (!sheet.isMounted.current) return;
    if (status === 'paid') {
      void navigate(`/credence/${voucherId}`, { replace: true });
      return;
    }
    dispatch(toastShown({ text: t('notConfirmed') }));
    sheet.setPhase({ name: 'idle' });
    onRefused();
  };
  const sheet = useProviderSheet(confirmPaid);

  const start = async () => {
    sheet.setFailure(null);
    sheet.setPhase({ name: 'starting' });
    const info = await fetchPayInfo({ orderId, order_from: orderSource(navigator.userAgent), ...(openid && { openid }) });
    if (!sheet.isMounted.current) return;
    // A failed request keeps the data of the one before it: the error decides.
    if (info.error !== undefined || !info.data) {
      if (isInWeChat && (isApiErrorOf(info.error, 'openidMismatch') || isApiErrorOf(info.error, 'openidRequired'))) {
        dispatch(wechatOpenidRefused());
        setOpenidRefusal(apiErrorText(info.error, t) ?? null);
        sheet.setPhase({ name: 'idle' });
      } else {
        sheet.fail(info.error);
      }
      onRefused();
      return;
    }
    await sheet.openSheet(info.data.sheet, info.data.payAmount);
  };

  return {
    ...sheet,
    wechatAuthorisation: isInWeChat && openid === undefined && isWechatAuthHalted ? { refusal: openidRefusal } : null,
    authoriseAgain: () => dispatch(wechatAuthRetried()),
    pay: () => void start(),
  };
}

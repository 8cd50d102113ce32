import { comboApi, useComboPayNotifyMutation } from '@luggage/api/combo-api';
import { isApiError } from '@luggage/api/errors';
import { useSandboxPayMutation } from '@luggage/api/order-api';
import { toastShown, useAppDispatch, useAppSelector } from '@luggage/api/store';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invokeWeChatPay } from '../../shared/payment/wechat-pay';

/** Where paying a combo order stands: nothing going on, asking for the sheet, the sandbox sheet open, or confirming. */
export type ComboPayPhase =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'sandbox'; outTradeNo: string; amount: number; isBusy: boolean }
  | { name: 'confirming' };

/**
 * Paying one unpaid combo order, as a booking is paid: combo_order/pay/info gives the provider's sheet (the
 * sandbox's own, or WeChat's through WeixinJSBridge, as the traveller's WeChat identity); once the sheet
 * reports success the server is asked to confirm (combo_order/pay/notify), which refetches the order, so
 * the screen shows it paid with its days. A refusal or failure is `failure`, the reason the screen shows
 * in a dialog with 'try again'; closing the sandbox sheet leaves the payment for later.
 */
export function useComboPay(comboOrderId: string) {
  const { t } = useTranslation('combo');
  const dispatch = useAppDispatch();
  const openid = useAppSelector((state) => state.session.user?.wechat?.openid);
  const [phase, setPhase] = useState<ComboPayPhase>({ name: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [fetchPayInfo] = comboApi.useLazyComboPayInfoQuery();
  const [sandboxPay] = useSandboxPayMutation();
  const [payNotify] = useComboPayNotifyMutation();
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // An expired session has its own way back app-wide (log in again); anything else is a failure to explain.
  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === 'tokenExpired') return;
    setFailure(apiErrorText(error, t) ?? t('payFailed'));
    setPhase({ name: 'idle' });
  };

  const confirmPaid = async () => {
    setPhase({ name: 'confirming' });
    const notified = await payNotify({ comboOrderId });
    if (!isMounted.current) return;
    if (notified.data?.status !== 'paid') dispatch(toastShown({ text: t('notConfirmed') }));
    setPhase({ name: 'idle' });
  };

  const start = async () => {
    setFailure(null);
    setPhase({ name: 'starting' });
    const info = await fetchPayInfo({ comboOrderId, ...(openid && { openid }) });
    if (!isMounted.current) return;
    if (info.error !== undefined || !info.data) {
      fail(info.error);
      return;
    }
    const { sheet, payAmount } = info.data;
    if (sheet.provider === 'sandbox') {
      setPhase({ name: 'sandbox', outTradeNo: sheet.outTradeNo, amount: payAmount, isBusy: false });
      return;
    }
    const outcome = await invokeWeChatPay(sheet);
    if (!isMounted.current) return;
    if (outcome === 'ok') {
      await confirmPaid();
      return;
    }
    setFailure(t(outcome === 'unavailable' ? 'openInWeChat' : outcome === 'cancel' ? 'payCancelled' : 'payFailed'));
    setPhase({ name: 'idle' });
  };

  const answerSandbox = async (outcome: 'succeeded' | 'failed') => {
    if (phase.name !== 'sandbox') return;
    setPhase({ ...phase, isBusy: true });
    const answer = await sandboxPay({ outTradeNo: phase.outTradeNo, outcome });
    if (!isMounted.current) return;
    if (answer.error) {
      fail(answer.error);
      return;
    }
    if (outcome === 'succeeded') {
      await confirmPaid();
      return;
    }
    setFailure(t('payFailed'));
    setPhase({ name: 'idle' });
  };

  return {
    phase,
    failure,
    dismissFailure: () => setFailure(null),
    pay: () => void start(),
    confirmSandbox: () => void answerSandbox('succeeded'),
    failSandbox: () => void answerSandbox('failed'),
    closeSandbox: () => setPhase({ name: 'idle' }),
  };
}

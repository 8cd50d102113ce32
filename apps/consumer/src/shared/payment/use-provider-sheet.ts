import type { PaymentSheet } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { useSandboxPayMutation } from '@luggage/api/order-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invokeWeChatPay } from './wechat-pay';

/** Where paying stands: nothing going on, asking for the sheet, the sandbox sheet open, or confirming. */
export type PayPhase =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'sandbox'; outTradeNo: string; amount: number; isBusy: boolean }
  | { name: 'confirming' };

/**
 * The provider's payment sheet, for a booking's or a combo order's payment alike: `openSheet` shows the
 * sandbox's own sheet (answered with `answerSandbox`, which pays or fails it at the sandbox) or opens
 * WeChat's through WeixinJSBridge; once a sheet reports success, `confirmPaid` (the caller's: ask the
 * server to confirm, then go on) runs. A refusal or failure is `failure`, the reason a dialog shows with
 * 'try again' (`fail` turns an API error into it; an expired session has its own way back app-wide);
 * closing the sandbox sheet leaves the payment for later. `isMounted` tells a caller whether to go on after
 * an await.
 */
export function useProviderSheet(confirmPaid: () => Promise<void>) {
  const { t } = useTranslation('paySheet');
  const [phase, setPhase] = useState<PayPhase>({ name: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sandboxPay] = useSandboxPayMutation();
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const fail = (error: unknown) => {
    if (!(isApiError(error) && error.code === 'tokenExpired')) setFailure(apiErrorText(error, t) ?? t('payFailed'));
    setPhase({ name: 'idle' });
  };

  const openSheet = async (sheet: PaymentSheet, amount: number) => {
    if (sheet.provider === 'sandbox') {
      setPhase({ name: 'sandbox', outTradeNo: sheet.outTradeNo, amount, isBusy: false });
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
    setPhase,
    failure,
    setFailure,
    fail,
    isMounted,
    openSheet,
    dismissFailure: () => setFailure(null),
    confirmSandbox: () => void answerSandbox('succeeded'),
    failSandbox: () => void answerSandbox('failed'),
    closeSandbox: () => setPhase({ name: 'idle' }),
  };
}

import { comboApi, useComboPayNotifyMutation } from '@luggage/api/combo-api';
import { toastShown, useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useTranslation } from 'react-i18next';
import { useProviderSheet } from '../../shared/payment/use-provider-sheet';

/**
 * Paying one unpaid combo order, as a booking is paid: combo_order/pay/info gives the provider's sheet
 * (useProviderSheet: the sandbox's own, or WeChat's as the traveller's WeChat identity); once the sheet
 * reports success the server is asked to confirm (combo_order/pay/notify), which refetches the order, so
 * the screen shows it paid with its days. A refusal or failure is `failure`, shown in a dialog with 'try
 * again'; closing the sandbox sheet leaves the payment for later.
 */
export function useComboPay(comboOrderId: string) {
  const { t } = useTranslation('combo');
  const dispatch = useAppDispatch();
  const openid = useAppSelector((state) => state.session.user?.wechat?.openid);
  const [fetchPayInfo] = comboApi.useLazyComboPayInfoQuery();
  const [payNotify] = useComboPayNotifyMutation();

  const confirmPaid = async () => {
    sheet.setPhase({ name: 'confirming' });
    const notified = await payNotify({ comboOrderId });
    if (!sheet.isMounted.current) return;
    if (notified.data?.status !== 'paid') dispatch(toastShown({ text: t('notConfirmed') }));
    sheet.setPhase({ name: 'idle' });
  };
  const sheet = useProviderSheet(confirmPaid);

  const start = async () => {
    sheet.setFailure(null);
    sheet.setPhase({ name: 'starting' });
    const info = await fetchPayInfo({ comboOrderId, ...(openid && { openid }) });
    if (!sheet.isMounted.current) return;
    if (info.error !== undefined || !info.data) {
      sheet.fail(info.error);
      return;
    }
    await sheet.openSheet(info.data.sheet, info.data.payAmount);
  };

  return { ...sheet, pay: () => void start() };
}

import type { ComboOrder } from '@luggage/api/contract';
import { useComboPayCancelMutation } from '@luggage/api/combo-api';
import { toastShown, useAppDispatch } from '@luggage/api/store';
import { formatDateTime } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { useTranslation } from 'react-i18next';
import { usePayNow } from '../../shared/orders/use-pay-now';
import { PaymentSheetDialogs } from '../../shared/payment/payment-sheet-dialogs';
import { useComboPay } from './use-combo-pay';

/**
 * A combo order waiting for payment: until when it may be paid, 'pay' (the provider's sheet; opened at once,
 * once, when the combo screen's 'buy' led here) and 'cancel'. A failed payment is a dialog with the reason
 * and 'try again'.
 */
export function ComboUnpaid({ order }: { order: ComboOrder }) {
  const { t, i18n } = useTranslation('combo');
  const dispatch = useAppDispatch();
  const payment = useComboPay(order.id);
  const { phase, pay } = payment;
  const [cancel, cancelling] = useComboPayCancelMutation();
  usePayNow(pay);

  const onCancel = async () => {
    const result = await cancel({ comboOrderId: order.id });
    if (result.data) dispatch(toastShown({ text: t('cancelled') }));
  };
  const isBusy = phase.name !== 'idle' || cancelling.isLoading;
  const amount = formatYuan(order.price);
  return (
    <>
      <p className="combo-order__note">{t('payWithin', { time: formatDateTime(Date.parse(order.payBefore), i18n.language) })}</p>
      <div className="combo-screen__actions">
        <Button onClick={pay} disabled={isBusy} aria-busy={phase.name === 'starting' || phase.name === 'confirming'}>
          {phase.name === 'starting' ? t('paying') : phase.name === 'confirming' ? t('confirming') : t('pay', { amount })}
        </Button>
        <Button variant="text" onClick={() => void onCancel()} disabled={isBusy}>
          {t('cancelPayment')}
        </Button>
      </div>
      <PaymentSheetDialogs sheet={payment} onPayAgain={pay} />
    </>
  );
}

import type { BusinessOrder } from '@luggage/api/contract';
import { useOrderStoreMutation } from '@luggage/api/business-counter-api';
import { formatYuan } from '@luggage/domain/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectionToast } from '@luggage/api/store';
import { isApiErrorOf } from '@luggage/api/errors';
import { CounterStep } from './counter-step';
import { StoredPhotos } from './stored-photos';

/** Props of {@link CheckOutPanel}. */
export interface CheckOutPanelProps {
  order: BusinessOrder;
  storeId: number;
  /** The luggage is handed back: the completed order as the server now has it. */
  onHandedBack: (order: BusinessOrder) => void;
}

/**
 * Check-out of stored luggage: the check-in photos to compare, the charge for days after the booking
 * (collected and confirmed before anything is sent), then 'hand back'.
 */
export function CheckOutPanel({ order, storeId, onHandedBack }: CheckOutPanelProps) {
  const { t } = useTranslation('counter');
  const id = useId();
  const [store, { isLoading }] = useOrderStoreMutation();
  const showRefusal = useRejectionToast();
  const [isCollected, setIsCollected] = useState(false);
  // The amount the server refused: the new one is announced once the order is fetched again with it.
  const [refusedAmount, setRefusedAmount] = useState<number | null>(null);
  const hasAmountChanged = refusedAmount !== null && refusedAmount !== order.extraAmount;
  const [error, setError] = useState<string>();
  const amount = formatYuan(order.extraAmount);

  const handBack = async () => {
    if (order.extraAmount > 0 && !isCollected) return setError(t('checkOut.needCollected', { amount }));
    setError(undefined);
    try {
      onHandedBack(await store({ storeId, orderId: order.id, status: 30, extraAmount: order.extraAmount }).unwrap());
    } catch (failure) {
      if (isApiErrorOf(failure, 'amountChanged')) {
        setIsCollected(false);
        // order/store invalidates the order whatever the answer, so the new amount arrives with its refetch.
        setRefusedAmount(order.extraAmount);
      } else {
        showRefusal(failure);
      }
    }
  };

  return (
    <CounterStep step="checkOut" error={error} isBusy={isLoading} onConfirm={() => void handBack()}>
      <p className="counter__hint">{order.pic.length > 0 ? t('checkOut.compare') : t('checkOut.noPhotos')}</p>
      <StoredPhotos urls={order.pic} />
      {order.extraAmount > 0 && (
        <div className="counter-extra" role="group" aria-labelledby={`${id}-extra`}>
          <p id={`${id}-extra`} className="counter-extra__title">
            {t('checkOut.lateTitle', { count: order.extraDays, amount })}
          </p>
          {hasAmountChanged && (
            <p className="counter__error" role="alert">
              {t('checkOut.amountChanged', { amount })}
            </p>
          )}
          <label className="counter-extra__confirm">
            <input type="checkbox" checked={isCollected} onChange={(event) => setIsCollected(event.target.checked)} />
            {t('checkOut.collected', { amount })}
          </label>
        </div>
      )}
    </CounterStep>
  );
}

import type { BusinessOrder } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredPhotos } from './stored-photos';
import { Card } from '@luggage/ui/layout';

/** Props of {@link CounterDone}. */
export interface CounterDoneProps {
  /** 'stored' after check-in, 'completed' after check-out. */
  outcome: 'stored' | 'completed';
  order: BusinessOrder;
  /** Clears the screen for the next traveller. */
  onNext: () => void;
}

/** The counter's success: what was done to which order (with the stored photos), and 'next customer'. */
export function CounterDone({ outcome, order, onNext }: CounterDoneProps) {
  const { t } = useTranslation('counter');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = outcome === 'stored' ? 'checkIn' : 'checkOut';
  const code = order.voucherCode ?? order.id;
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card as="section" gap={3} isRoomy className="counter-done" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="counter__heading counter-done__heading">
        {t(`${step}.done`)}
      </h2>
      <p role="status">{t(`${step}.doneText`, { code })}</p>
      {outcome === 'completed' && order.extraCharge && (
        <p>{t('checkOut.doneExtra', { amount: formatYuan(order.extraCharge.amount) })}</p>
      )}
      {outcome === 'stored' && <StoredPhotos urls={order.pic} />}
      <Button className="counter__confirm" onClick={onNext}>
        {t('next')}
      </Button>
    </Card>
  );
}

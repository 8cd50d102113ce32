import { formatDate } from '@luggage/domain/dates';
import type { BusinessOrder } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import { Button } from '@luggage/ui/button';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VoucherQrImage } from './voucher-qr-image';
import { Card } from '@luggage/ui/layout';

/** Props of {@link WalkInResult}. */
export interface WalkInResultProps {
  /** The walk-in order the server made (with its voucher code). */
  order: BusinessOrder;
  /** Clears the form for the next traveller. */
  onNext: () => void;
}

/** The made walk-in: its voucher code large and as a QR code for the traveller to photograph, and 'next customer'. */
export function WalkInResult({ order, onNext }: WalkInResultProps) {
  const { t, i18n } = useTranslation('counter');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const code = order.voucherCode ?? '';
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card as="section" gap={3} isRoomy className="counter-done" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="counter__heading counter-done__heading">
        {t('walkIn.resultHeading')}
      </h2>
      <p>{t('walkIn.resultText')}</p>
      <VoucherQrImage code={code} label={t('walkIn.qr', { code })} />
      <p className="counter-walk-in__code-label" id={`${id}-code`}>
        {t('walkIn.codeLabel')}
      </p>
      {/* Grouped in fours like the traveller's voucher: easier to read out and to type. */}
      <p className="counter-walk-in__code" aria-labelledby={`${id}-code`}>
        {code.slice(0, 4)} {code.slice(4)}
      </p>
      <p className="counter__hint">
        {t('walkIn.resultDetails', { name: order.traveller, goods: goodsListText(t, order.goodsList), end: formatDate(order.endTime, i18n.language) })}
      </p>
      <Button className="counter__confirm" onClick={onNext}>
        {t('next')}
      </Button>
    </Card>
  );
}

import type { ComboOrder } from '@luggage/api/contract';
import { useComboRefundMutation } from '@luggage/api/combo-api';
import { isApiError } from '@luggage/api/errors';
import { toastShown, useAppDispatch } from '@luggage/api/store';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { FactList, Section } from '@luggage/ui/layout';
import { ErrorState } from '@luggage/ui/states';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { couponName } from '../../shared/coupons/coupon-texts';
import { StateWithLink } from '../../shared/state-with-link';
import { ComboOrderLoader } from './combo-order-loader';
import './combo.css';

/** What the refund of `order` gives back and why, and 'refund' to confirm; afterwards my combo packages, where it no longer is. */
function RefundQuote({ order, quote }: { order: ComboOrder; quote: NonNullable<ComboOrder['refundQuote']> }) {
  const { t, i18n } = useTranslation('combo');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const [refund, refunding] = useComboRefundMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const amount = formatYuan(quote.amount);
  const onRefund = async () => {
    setRefusal(null);
    const result = await refund({ comboOrderId: order.id });
    if (result.data) {
      dispatch(toastShown({ text: t('refundDone', { amount: formatYuan(result.data.refundAmount ?? quote.amount) }) }));
      void navigate('/combo/orders', { replace: true });
    } else if (!(isApiError(result.error) && result.error.code === 'tokenExpired')) {
      setRefusal(apiErrorText(result.error, t) ?? null);
    }
  };
  return (
    <div className="combo-screen">
      <Section className="combo-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="combo-card__name">
          {t('refundTitle')}
        </h2>
        <FactList isValueEnd>
          <dt>{t('myComboOrders')}</dt>
          <dd>{couponName(order.combo, i18n.language)}</dd>
          <dt>{t('refundAmount')}</dt>
          <dd className="combo-refund__amount">{t('yuan', { amount })}</dd>
        </FactList>
        <p className="combo-order__note">{t('refundWhy', { unused: quote.unused, total: quote.total, price: formatYuan(order.price) })}</p>
        <p className="combo-order__note">{t('refundEffects')}</p>
      </Section>
      {refusal && (
        <p className="combo-screen__error" role="alert">
          {refusal}
        </p>
      )}
      <div className="combo-screen__actions">
        <Button onClick={() => void onRefund()} disabled={refunding.isLoading} aria-busy={refunding.isLoading}>
          {refunding.isLoading ? t('refunding') : t('refundConfirm', { amount })}
        </Button>
      </div>
    </div>
  );
}

/**
 * #/combo/refund/{id}: what refunding the rest of a combo order gives back (price × unused ÷ total, rounded
 * down to the fen), why, and what happens to its days; confirming refunds it once. An order that cannot be
 * refunded now says why, with the way back to it.
 */
export function ComboRefundConfirm({ comboOrderId }: { comboOrderId: string | undefined }) {
  const { t } = useTranslation('combo');
  return (
    <ComboOrderLoader comboOrderId={comboOrderId}>
      {(order) =>
        order.refundQuote ? (
          <RefundQuote order={order} quote={order.refundQuote} />
        ) : (
          <StateWithLink to={`/combo/order/${order.id}`} label={t('myComboOrders')}>
            <ErrorState message={t('refundNotPossible')} />
          </StateWithLink>
        )
      }
    </ComboOrderLoader>
  );
}

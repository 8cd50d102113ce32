import { useOwedRefundsQuery } from '@luggage/api/business-report-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatDateTime } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { Card, ListRow } from '@luggage/ui/layout';
import { ErrorState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import './owed-refunds.css';

/**
 * For the shop's owner: the refunds of the shop's orders the payment provider has not paid back yet (owed
 * refunds), each with its order, amount, since when, retries, next try and last error; nothing at all while
 * none is owed or the list loads. The server retries them with backoff until they are settled; one the
 * provider refused for good says the owner must pay the traveller back another way.
 */
export function OwedRefunds({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation('reports');
  const owed = useOwedRefundsQuery({ storeId });
  const refunds = owed.currentData?.refunds;
  // Nothing while loading or when none is owed: the statistics below have their own loading state.
  if (owed.isError) return <ErrorState message={apiErrorText(owed.error, t)} onRetry={() => void owed.refetch()} />;
  if (!refunds || refunds.length === 0) return null;
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Card as="section" aria-labelledby="owed-refunds-title">
      <h2 id="owed-refunds-title" className="stats-section__heading">
        {t('owedRefunds.heading')}
      </h2>
      <p className="owed-refunds__intro">{t('owedRefunds.intro')}</p>
      <ul className="owed-refunds" aria-labelledby="owed-refunds-title">
        {refunds.map((refund) => (
          <ListRow as="li" key={refund.refundId} className="owed-refunds__row">
            <p className="owed-refunds__head">
              <span>{t('owedRefunds.order', { id: refund.orderId })}</span>
              <span className="owed-refunds__amount">{t('yuan', { amount: formatYuan(refund.amount) })}</span>
            </p>
            {refund.state === 'refused' ? (
              <p className="owed-refunds__facts">
                {t('owedRefunds.since', { date: when(refund.since) })} · <strong>{t('owedRefunds.refused')}</strong>
              </p>
            ) : (
              <p className="owed-refunds__facts">
                {t('owedRefunds.since', { date: when(refund.since) })} · {t('owedRefunds.attempts', { count: refund.attempts })} ·{' '}
                {refund.nextAttemptAt ? t('owedRefunds.nextAttempt', { date: when(refund.nextAttemptAt) }) : t('owedRefunds.nextRun')}
              </p>
            )}
            {refund.lastError && <p className="owed-refunds__error">{t('owedRefunds.lastError', { error: refund.lastError })}</p>}
          </ListRow>
        ))}
      </ul>
    </Card>
  );
}

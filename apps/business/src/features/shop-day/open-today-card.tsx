import type { BusinessToday } from '@luggage/api/contract';
import { useConfirmOpenMutation } from '@luggage/api/business-shop-api';
import { Button } from '@luggage/ui/button';
import { useTranslation } from 'react-i18next';
import { useRejectionToast } from '@luggage/api/store';
import { formatDate, shanghaiClock } from '@luggage/domain/dates';
import { TitledCard } from './titled-card';

/** Props of {@link OpenTodayCard}. */
export interface OpenTodayCardProps {
  storeId: number;
  today: Pick<BusinessToday, 'date' | 'closed' | 'openConfirmedAt'>;
}

/** Today's date (the server's Shanghai day) and whether the shop is open: closed, confirmed open, or a button to confirm it. */
export function OpenTodayCard({ storeId, today }: OpenTodayCardProps) {
  const { t, i18n } = useTranslation('shopDay');
  const [confirmOpen, confirmation] = useConfirmOpenMutation();
  const showRefusal = useRejectionToast();
  // The answer flips the card at once; the refetched day says the same a moment later. An answer about an
  // earlier day (the screen left open past midnight) says nothing about this one.
  const answered = confirmation.data?.date === today.date ? confirmation.data.openConfirmedAt : null;
  const confirmedAt = today.openConfirmedAt ?? answered;

  return (
    <TitledCard className="shop-day__today" titleId="shop-day-today" title={t('today.title')}>
      <p className="shop-day__date">{formatDate(today.date, i18n.language, { withWeekday: true })}</p>
      <div aria-live="polite">
        {today.closed && <p className="shop-day__closed">{t('today.closed')}</p>}
        {!today.closed && confirmedAt && <p className="shop-day__confirmed">{t('today.confirmed', { time: shanghaiClock(confirmedAt) })}</p>}
      </div>
      {!today.closed && !confirmedAt && (
        <>
          <p>{t('today.notConfirmed')}</p>
          <Button
            className="shop-day__confirm"
            disabled={confirmation.isLoading}
            onClick={() => void confirmOpen({ storeId }).then((result) => showRefusal(result.error))}
          >
            {confirmation.isLoading ? t('today.confirming') : t('today.confirm')}
          </Button>
        </>
      )}
    </TitledCard>
  );
}

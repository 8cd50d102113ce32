import type { PendingApplication } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import { isApiError } from '@luggage/api/errors';
import { useDecideApplicationMutation } from '@luggage/api/business-application-api';
import { formatDate, totalDays } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { applicationMoney } from '@luggage/domain/orders';
import { Button } from '@luggage/ui/button';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, FactList, ListRow } from '@luggage/ui/layout';

/** The text of the server's answer to approve or decline, and whether it refused it. */
export interface ApplicationOutcome {
  text: string;
  isRefusal: boolean;
}

/** Props of {@link ApplicationCard}. */
export interface ApplicationCardProps {
  storeId: number;
  pending: PendingApplication;
  /**
   * Called with the outcome once the server has answered: taken (the card then leaves the list) or refused
   * (the card may leave the list too, when the refetch no longer has the request, so the list keeps it).
   */
  onDecided: (outcome: ApplicationOutcome) => void;
}

/** '23 Nov 2026 to 24 Nov 2026 (2 days)', or one day when start and end ('yyyy-MM-dd') are the same. */
function daysText(start: string, end: string, t: TFunction<'requests'>, language: string): string {
  const [startText, endText] = [formatDate(start, language), formatDate(end, language)];
  const dates = start === end ? startText : t('dateRange', { start: startText, end: endText });
  return t('datesWithDays', { dates, days: t('days', { count: totalDays(start, end) }) });
}

/** The refusal's text: the server's own words, else the catalogue's. */
function errorText(error: unknown, t: TFunction<'requests'>): string {
  if (!isApiError(error)) return t('api:requestError');
  return error.message ?? t(`api:${error.code}`);
}

/**
 * One request waiting for the shop: a cancellation application (what the traveller paid, the part they
 * forfeit and the refund an approval sends back, in yuan) or a change of days (the days asked for), with the
 * traveller, the booked days and items and the reason. Approve and decline each ask for confirmation; while
 * the answer is on its way both buttons wait; a refusal (no room on an asked day, already answered…) shows
 * in the card and goes to `onDecided`.
 */
export function ApplicationCard({ storeId, pending, onDecided }: ApplicationCardProps) {
  const { t, i18n } = useTranslation('requests');
  const headingId = useId();
  const { order, application } = pending;
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [answering, setAnswering] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideApplicationMutation();

  const kind = application.kind;
  const money = applicationMoney(order.payAmount, application.part ?? 0);
  const bookedDays = daysText(order.startTime, order.endTime, t, i18n.language);
  const askedDays = application.startDate && application.endDate ? daysText(application.startDate, application.endDate, t, i18n.language) : '';
  const values = { id: order.id, refund: formatYuan(money.refund), forfeit: formatYuan(money.forfeit), asked: askedDays, booked: bookedDays };

  const answer = async (choice: 'approve' | 'reject') => {
    setAsking(null);
    setAnswering(choice);
    setError(null);
    const result = await decide({ storeId, orderId: order.id, approve: choice === 'approve' });
    if (result.error) {
      const reason = errorText(result.error, t);
      setError(reason);
      onDecided({ text: t('done.refused', { id: order.id, reason }), isRefusal: true });
      return;
    }
    const taken = (text: string) => onDecided({ text, isRefusal: false });
    if (choice === 'reject') taken(t('done.rejected', values));
    else if (kind === 'edit') taken(t('done.editApproved', values));
    else taken(t(money.refund > 0 ? 'done.cancelApproved' : 'done.cancelApprovedNoRefund', values));
  };

  const confirmKey = asking && (`confirm.${kind}${asking === 'approve' ? 'Approve' : 'Reject'}` as const);
  return (
    <Card as="article" className="request-card" aria-labelledby={headingId} aria-busy={isLoading}>
      <ListRow as="header" isBaseline>
        <h3 id={headingId} className="request-card__kind">
          {t(`kinds.${kind}`)}
        </h3>
        <span className="request-card__order">{t('order', { id: order.id })}</span>
      </ListRow>
      <FactList isCompact>
        <dt>{t('traveller')}</dt>
        <dd>{order.traveller}</dd>
        <dt>{t('bookedDays')}</dt>
        <dd>{bookedDays}</dd>
        <dt>{t('items')}</dt>
        <dd>{goodsListText(t, order.goodsList)}</dd>
        <dt>{t('reason')}</dt>
        <dd>{application.reason || t('noReason')}</dd>
        {kind === 'cancel' ? (
          <>
            <dt>{t('paid')}</dt>
            <dd>{t('yuan', { amount: formatYuan(order.payAmount) })}</dd>
            <dt>{t('forfeit')}</dt>
            <dd>{t('forfeitValue', { amount: formatYuan(money.forfeit), part: application.part ?? 0 })}</dd>
            <dt>{t('refund')}</dt>
            <dd className="request-card__amount">{t('yuan', { amount: formatYuan(money.refund) })}</dd>
          </>
        ) : (
          <>
            <dt>{t('askedDays')}</dt>
            <dd className="request-card__amount">{askedDays}</dd>
          </>
        )}
      </FactList>
      {kind === 'edit' && <p className="request-card__note">{t('priceUnchanged')}</p>}
      {/* Announced by the list's last answer, which outlives this card. */}
      {error && <p className="request-card__error">{error}</p>}
      <div className="request-card__actions">
        <Button variant="secondary" disabled={isLoading} onClick={() => setAsking('reject')}>
          {isLoading && answering === 'reject' ? t('rejecting') : t('reject')}
        </Button>
        <Button disabled={isLoading} onClick={() => setAsking('approve')}>
          {isLoading && answering === 'approve' ? t('approving') : t('approve')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmKey !== null}
        title={confirmKey ? t(`${confirmKey}Title`) : undefined}
        message={confirmKey ? t(confirmKey, values) : ''}
        confirmText={asking === 'approve' ? t('approve') : t('reject')}
        cancelText={t('keepWaiting')}
        onConfirm={() => asking && void answer(asking)}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}

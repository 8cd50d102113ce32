import type { OrderDetail } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { Link } from 'react-router';
import type { CancelBlock } from './cancel-block';
import { formatDeadlineDate } from './format-deadline-date';
import { useTranslation } from 'react-i18next';
import { WithdrawApplication } from './withdraw-application';

/** Props of {@link CancelBlocked}. */
export interface CancelBlockedProps {
  order: OrderDetail;
  block: NonNullable<CancelBlock> | 'stillFree';
}

/**
 * Why the order cannot take this step, and the way on: apply to the shop once free cancellation is over,
 * withdraw a pending application, look at a pending change, or cancel for free while that is possible.
 */
export function CancelBlocked({ order, block }: CancelBlockedProps) {
  const { t, i18n } = useTranslation('cancellation');
  const deadline = t('deadlineAt', { date: formatDeadlineDate(order.cancelDeadline, i18n.language) });
  return (
    <section className="cancellation__section cancellation__blocked">
      <p className="cancellation__notice">{t(`blocked.${block}`, { deadline })}</p>
      {block === 'cancelled' && order.refund && (
        <p>{t(`refundStatus.${order.refund.status}`, { amount: formatYuan(order.refund.amount) })}</p>
      )}
      <div className="cancellation__actions">
        {block === 'deadlinePassed' && (
          <Link className="lg-button lg-button--primary" to={`/apply?id=${order.id}`}>
            {t('apply')}
          </Link>
        )}
        {block === 'stillFree' && (
          <Link className="lg-button lg-button--primary" to={`/cancel?id=${order.id}`}>
            {t('cancelForFree')}
          </Link>
        )}
        {block === 'applicationPending' && (
          <>
            <WithdrawApplication orderId={order.id} />
            <Link className="lg-pill" to={`/applytip?id=${order.id}`}>
              {t('viewApplication')}
            </Link>
          </>
        )}
        {block === 'editPending' && (
          <Link className="lg-pill" to={`/edited?id=${order.id}`}>
            {t('viewEdit')}
          </Link>
        )}
        <Link className="lg-pill" to={`/order/${order.id}`}>
          {t('viewOrder')}
        </Link>
      </div>
    </section>
  );
}

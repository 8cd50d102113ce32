import type { OrderDetail } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderNotice } from '../../shared/orders/order-notice';
import type { CancelBlock } from './cancel-block';
import { formatDeadlineDate } from '../../shared/orders/format-deadline-date';
import { WithdrawApplication } from '../../shared/orders/withdraw-application';
import { ContactSupportHint } from '../../shared/support-contact/support-contact';

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
    <OrderNotice
      orderId={order.id}
      notice={t(`blocked.${block}`, { deadline })}
      actions={
        <>
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
              <WithdrawApplication orderId={order.id} kind="cancel" />
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
        </>
      }
    >
      {block === 'cancelled' && order.refund && (
        <>
          <p>{t(`refundStatus.${order.refund.status}`, { amount: formatYuan(order.refund.amount) })}</p>
          {order.refund.status === 'failed' && <ContactSupportHint />}
        </>
      )}
    </OrderNotice>
  );
}

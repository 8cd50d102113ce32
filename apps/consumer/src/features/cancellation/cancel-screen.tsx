import type { OrderDetail } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { cancelBlock } from './cancel-block';
import { CancelBlocked } from './cancel-blocked';
import { formatDeadlineDate } from '../../shared/orders/format-deadline-date';
import { FactList, Section, Stack } from '@luggage/ui/layout';
import '../../shared/orders/order-step.css';
import './cancellation.css';

/** Props of the cancellation screens: the order from the `id` query parameter and the time (epoch ms). */
export interface CancellationScreenProps {
  orderId: string | null;
  now: number;
}

function CancelOverview({ order, now }: { order: OrderDetail; now: number }) {
  const { t, i18n } = useTranslation('cancellation');
  const block = cancelBlock(order, now);
  const deadline = t('deadlineAt', { date: formatDeadlineDate(order.cancelDeadline, i18n.language) });
  return (
    <Stack gap={2} className="order-step">
      <Section>
        <p className="cancellation__rule">{t('rule')}</p>
      </Section>
      {block ? (
        <CancelBlocked order={order} block={block} />
      ) : (
        <>
          <Section>
            <p className="cancellation__deadline">{t('deadline', { deadline })}</p>
            <FactList isCompact hasMutedLabels={false}>
              <dt>{t('refundLabel')}</dt>
              <dd className="cancellation__amount">{t('yuan', { amount: formatYuan(order.payAmount) })}</dd>
            </FactList>
            <p className="cancellation__hint">{t('refundTo')}</p>
          </Section>
          <Link className="lg-button lg-button--primary order-step__next" to={`/reason?id=${order.id}`}>
            {t('continue')}
          </Link>
        </>
      )}
    </Stack>
  );
}

/**
 * #/cancel (spec §1, §2): the cancellation rule, the deadline in the user's language and the refund; or,
 * when the order cannot be cancelled for free, why and the way on.
 */
export function CancelScreen({ orderId, now }: CancellationScreenProps) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <CancelOverview order={order} now={now} />}</OrderLoader>;
}

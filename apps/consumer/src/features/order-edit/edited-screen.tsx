import { formatDate } from '@luggage/domain/dates';
import type { OrderDetail } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';
import { OrderLoader } from '../../shared/orders/order-loader';
import { PendingApplicationStep } from '../../shared/orders/pending-application-step';
import { ViewOrderLink } from '../../shared/orders/view-order-link';
import { Section } from '@luggage/ui/layout';
import './order-edit.css';

function EditedTip({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orderEdit');
  const change = order.application?.kind === 'edit' ? order.application : null;
  return (
    <PendingApplicationStep
      order={order}
      kind="edit"
      outcomeText={(outcome) => (outcome === 'withdrawnHere' ? t('withdrawn') : outcome ? t(`changeStatus.${outcome}`) : t('noChange'))}
      trail={<ViewOrderLink orderId={order.id} />}
    >
      <Section aria-labelledby="edited-title">
        <h2 id="edited-title" className="order-edit__title">
          {t('pendingTitle')}
        </h2>
        <p>{t('pendingText', { start: formatDate(change?.startDate ?? '', i18n.language), end: formatDate(change?.endDate ?? '', i18n.language) })}</p>
      </Section>
    </PendingApplicationStep>
  );
}

/** #/edited (spec §2): the change of days is waiting for the shop; withdraw it (cancel_edit) after a confirmation. */
export function EditedScreen({ orderId }: { orderId: string | null }) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <EditedTip order={order} />}</OrderLoader>;
}

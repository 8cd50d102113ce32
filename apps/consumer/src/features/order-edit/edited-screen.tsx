import type { OrderDetail } from '@luggage/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderNotice } from '../../shared/orders/order-notice';
import { ViewOrderLink } from '../../shared/orders/view-order-link';
import { WithdrawApplication } from '../../shared/orders/withdraw-application';
import { hasPendingEdit } from '../../shared/orders/edit-block';
import { Section, Stack } from '@luggage/ui/layout';
import '../../shared/pill-row.css';
import '../../shared/orders/order-step.css';
import './order-edit.css';

function EditedTip({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orderEdit');
  const [isWithdrawn, setIsWithdrawn] = useState(false);
  const change = order.application?.kind === 'edit' ? order.application : null;

  if (isWithdrawn || !hasPendingEdit(order)) {
    const decided = change && change.status !== 'pending' ? t(`changeStatus.${change.status}`) : t('noChange');
    return <OrderNotice orderId={order.id} notice={isWithdrawn ? t('withdrawn') : decided} isStatus />;
  }

  return (
    <Stack gap={2} className="order-step">
      <Section aria-labelledby="edited-title">
        <h2 id="edited-title" className="order-edit__title">
          {t('pendingTitle')}
        </h2>
        <p>{t('pendingText', { start: change?.startDate ?? '', end: change?.endDate ?? '' })}</p>
      </Section>
      <div className="pill-row order-step__actions order-step__next">
        <WithdrawApplication orderId={order.id} kind="edit" onWithdrawn={() => setIsWithdrawn(true)} />
        <ViewOrderLink orderId={order.id} />
      </div>
    </Stack>
  );
}

/** #/edited (spec §2): the change of days is waiting for the shop; withdraw it (cancel_edit) after a confirmation. */
export function EditedScreen({ orderId }: { orderId: string | null }) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <EditedTip order={order} />}</OrderLoader>;
}

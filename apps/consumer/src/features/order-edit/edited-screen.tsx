import type { OrderDetail } from '@luggage/api/contract';
import { useCancelEditMutation } from '@luggage/api/order-api';
import { useAppDispatch } from '@luggage/api/store';
import { Button } from '@luggage/ui/button';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorToast } from '../../shared/orders/action-error-toast';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderNotice } from '../../shared/orders/order-notice';
import { ViewOrderLink } from '../../shared/orders/view-order-link';
import { writeOrderState } from '../../shared/orders/write-order-state';
import { hasPendingEdit } from '../../shared/orders/edit-block';
import { Section } from '@luggage/ui/layout';
import '../../shared/orders/order-step.css';
import './order-edit.css';

function EditedTip({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orderEdit');
  const dispatch = useAppDispatch();
  const [isAsking, setIsAsking] = useState(false);
  const [isWithdrawn, setIsWithdrawn] = useState(false);
  const [cancelEdit, { isLoading }] = useCancelEditMutation();
  const change = order.application?.kind === 'edit' ? order.application : null;

  const withdraw = async () => {
    setIsAsking(false);
    const result = await cancelEdit({ orderId: order.id });
    if (result.error) {
      const toast = actionErrorToast(result.error);
      if (toast) dispatch(toast);
      return;
    }
    setIsWithdrawn(true);
    dispatch(writeOrderState(result.data));
  };

  if (isWithdrawn || !hasPendingEdit(order)) {
    const decided = change && change.status !== 'pending' ? t(`changeStatus.${change.status}`) : t('noChange');
    return <OrderNotice orderId={order.id} notice={isWithdrawn ? t('withdrawn') : decided} isStatus />;
  }

  return (
    <div className="order-step">
      <Section aria-labelledby="edited-title">
        <h2 id="edited-title" className="order-edit__title">
          {t('pendingTitle')}
        </h2>
        <p>{t('pendingText', { start: change?.startDate ?? '', end: change?.endDate ?? '' })}</p>
      </Section>
      <div className="order-step__actions order-step__next">
        <Button variant="secondary" disabled={isLoading} onClick={() => setIsAsking(true)}>
          {isLoading ? t('withdrawing') : t('withdraw')}
        </Button>
        <ViewOrderLink orderId={order.id} />
      </div>
      <ConfirmDialog
        open={isAsking}
        title={t('withdrawTitle')}
        message={t('withdrawMessage')}
        confirmText={t('withdrawYes')}
        cancelText={t('keepChange')}
        onConfirm={() => void withdraw()}
        onCancel={() => setIsAsking(false)}
      />
    </div>
  );
}

/** #/edited (spec §2): the change of days is waiting for the shop; withdraw it (cancel_edit) after a confirmation. */
export function EditedScreen({ orderId }: { orderId: string | null }) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <EditedTip order={order} />}</OrderLoader>;
}

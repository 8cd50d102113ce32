import type { OrderDetail } from '@luggage/api/contract';
import { orderApi, useApplyReasonMutation } from '@luggage/api/order-api';
import { toastShown, useAppDispatch } from '@luggage/api/store';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderNotice } from '../../shared/orders/order-notice';
import { OrderStepForm } from '../../shared/orders/order-step-form';
import { OrderTextField } from '../../shared/orders/order-text-field';
import { useOrderAction } from '../../shared/orders/use-order-action';
import { writeOrderState } from '../../shared/orders/write-order-state';
import { hasPendingCancelApplication } from './cancel-block';
import type { CancellationScreenProps } from './cancel-screen';
import { useApplicationReason } from './use-application-reason';
import { Section } from '@luggage/ui/layout';
import './cancellation.css';

function ApplicationReasonForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('cancellation');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reason = useApplicationReason(order.application?.kind === 'cancel' ? order.application.reason : '');
  const [applyReason, { isLoading }] = useApplyReasonMutation();
  const runAction = useOrderAction(writeOrderState);

  const submit = async () => {
    const text = reason.check();
    if (text === null) return;
    const answer = await runAction(applyReason({ orderId: order.id, reason: text }));
    if (!answer) return;
    // The answer carries no application: show the reason as saved at once, while the order reloads.
    dispatch(
      orderApi.util.updateQueryData('orderInfo', { orderId: order.id }, (loaded) => {
        if (loaded.application?.status === 'pending') loaded.application.reason = text;
      }),
    );
    dispatch(toastShown({ key: 'cancellation:reasonSaved' }));
    void navigate(`/applytip?id=${order.id}`, { replace: true });
  };

  return (
    <OrderStepForm onSubmit={() => void submit()} isSending={isLoading} submitText={t('saveReason')} sendingText={t('saving')}>
      <Section>
        <p className="cancellation__rule">{t('reason2Intro')}</p>
        <OrderTextField {...reason.field} />
      </Section>
    </OrderStepForm>
  );
}

function ApplicationReasonStep({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('cancellation');
  if (hasPendingCancelApplication(order)) return <ApplicationReasonForm order={order} />;
  return <OrderNotice orderId={order.id} notice={t('noApplication')} />;
}

/** #/reason2 (spec §2): changes the reason of the pending cancellation application (apply/reason). */
export function ApplicationReasonScreen({ orderId }: Pick<CancellationScreenProps, 'orderId'>) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <ApplicationReasonStep order={order} />}</OrderLoader>;
}

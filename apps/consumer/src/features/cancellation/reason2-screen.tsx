import type { OrderDetail } from '@luggage/api/contract';
import { orderApi, useApplyReasonMutation } from '@luggage/api/order-api';
import { toastShown, useAppDispatch } from '@luggage/api/store';
import { Button } from '@luggage/ui/button';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actionErrorToast } from '../../shared/orders/action-error-toast';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderNotice } from '../../shared/orders/order-notice';
import { OrderTextField } from '../../shared/orders/order-text-field';
import { writeOrderState } from '../../shared/orders/write-order-state';
import { hasPendingCancelApplication } from './cancel-block';
import type { CancellationScreenProps } from './cancel-screen';
import { useApplicationReason } from './use-application-reason';
import { Section } from '@luggage/ui/layout';
import '../../shared/orders/order-step.css';
import './cancellation.css';

function ApplicationReasonForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('cancellation');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reason = useApplicationReason(order.application?.kind === 'cancel' ? order.application.reason : '');
  const [applyReason, { isLoading }] = useApplyReasonMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.check();
    if (text === null) return;
    const result = await applyReason({ orderId: order.id, reason: text });
    if (result.error) {
      const toast = actionErrorToast(result.error);
      if (toast) dispatch(toast);
      return;
    }
    dispatch(writeOrderState(result.data));
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
    <form className="order-step" noValidate onSubmit={(event) => void submit(event)}>
      <Section>
        <p className="cancellation__rule">{t('reason2Intro')}</p>
        <OrderTextField {...reason.field} />
      </Section>
      <Button type="submit" className="order-step__next" disabled={isLoading}>
        {isLoading ? t('saving') : t('saveReason')}
      </Button>
    </form>
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

import type { OrderDetail } from '@luggage/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { OrderNotice } from '../../shared/orders/order-notice';
import { hasPendingCancelApplication } from './cancel-block';
import type { CancellationScreenProps } from './cancel-screen';
import { WithdrawApplication } from '../../shared/orders/withdraw-application';
import { FactList, Section, SectionHeading, Stack } from '@luggage/ui/layout';
import '../../shared/pill-row.css';
import '../../shared/orders/order-step.css';
import './cancellation.css';

function ApplicationTip({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('cancellation');
  const [isWithdrawn, setIsWithdrawn] = useState(false);
  const application = order.application?.kind === 'cancel' ? order.application : null;

  if (isWithdrawn || !hasPendingCancelApplication(order)) {
    const decided = application && application.status !== 'pending' ? t(`applicationStatus.${application.status}`) : t('noApplication');
    return <OrderNotice orderId={order.id} notice={isWithdrawn ? t('withdrawn') : decided} isStatus />;
  }

  return (
    <Stack gap={2} className="order-step">
      <Section aria-labelledby="applytip-title">
        <SectionHeading level={2} id="applytip-title">
          {t('pendingTitle')}
        </SectionHeading>
        <p>{t('pendingText')}</p>
        {application && (
          <FactList isCompact hasMutedLabels={false}>
            <dt>{t('yourReason')}</dt>
            <dd>{application.reason}</dd>
            {application.part !== null && (
              <>
                <dt>{t('yourPart')}</dt>
                <dd>{t('partValue', { part: application.part })}</dd>
              </>
            )}
          </FactList>
        )}
      </Section>
      <div className="pill-row order-step__actions order-step__next">
        <Link className="lg-button lg-button--primary" to={`/reason2?id=${order.id}`}>
          {t('changeReason')}
        </Link>
        <WithdrawApplication orderId={order.id} kind="cancel" onWithdrawn={() => setIsWithdrawn(true)} />
      </div>
    </Stack>
  );
}

/**
 * #/applytip (spec §2): the cancellation application is waiting for the shop; withdraw it (after a
 * confirmation) or change its reason.
 */
export function ApplicationTipScreen({ orderId }: Pick<CancellationScreenProps, 'orderId'>) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <ApplicationTip order={order} />}</OrderLoader>;
}

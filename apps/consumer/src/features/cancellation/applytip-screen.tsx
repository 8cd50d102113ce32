import type { OrderDetail } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLoader } from '../../shared/orders/order-loader';
import { PendingApplicationStep } from '../../shared/orders/pending-application-step';
import type { CancellationScreenProps } from './cancel-screen';
import { FactList, Section, SectionHeading } from '@luggage/ui/layout';
import './cancellation.css';

function ApplicationTip({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('cancellation');
  const application = order.application?.kind === 'cancel' ? order.application : null;
  return (
    <PendingApplicationStep
      order={order}
      kind="cancel"
      outcomeText={(outcome) =>
        outcome === 'withdrawnHere' ? t('withdrawn') : outcome ? t(`applicationStatus.${outcome}`) : t('noApplication')
      }
      lead={
        <Link className="lg-button lg-button--primary" to={`/reason2?id=${order.id}`}>
          {t('changeReason')}
        </Link>
      }
    >
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
    </PendingApplicationStep>
  );
}

/**
 * #/applytip (spec §2): the cancellation application is waiting for the shop; withdraw it (after a
 * confirmation) or change its reason.
 */
export function ApplicationTipScreen({ orderId }: Pick<CancellationScreenProps, 'orderId'>) {
  return <OrderLoader orderId={orderId} endsOn="notFound">{(order) => <ApplicationTip order={order} />}</OrderLoader>;
}

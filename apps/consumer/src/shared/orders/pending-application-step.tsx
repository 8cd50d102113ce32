import type { OrderDetail } from '@luggage/api/contract';
import { pendingApplicationOf } from '@luggage/domain/orders';
import { Stack } from '@luggage/ui/layout';
import { useState, type ReactNode } from 'react';
import { OrderNotice } from './order-notice';
import { WithdrawApplication } from './withdraw-application';
import '../pill-row.css';
import './order-step.css';

/** What became of an application no longer pending: withdrawn on this screen, the shop's answer, or none at all. */
export type ApplicationOutcome = 'withdrawnHere' | Exclude<NonNullable<OrderDetail['application']>['status'], 'pending'> | null;

/** Props of {@link PendingApplicationStep}. */
export interface PendingApplicationStepProps {
  order: OrderDetail;
  /** The application: a cancellation or a change of days. */
  kind: 'cancel' | 'edit';
  /** The notice shown instead once the application is not pending. */
  outcomeText: (outcome: ApplicationOutcome) => string;
  /** The section about the pending application: its title, text and facts. */
  children: ReactNode;
  /** The ways on besides withdrawing it, before and after 'withdraw'. */
  lead?: ReactNode;
  trail?: ReactNode;
}

/**
 * An application waiting for the shop (#/applytip, #/edited): what was asked and the ways on, 'withdraw'
 * among them; once withdrawn here, or answered or gone, what became of it.
 */
export function PendingApplicationStep({ order, kind, outcomeText, children, lead, trail }: PendingApplicationStepProps) {
  const [isWithdrawn, setIsWithdrawn] = useState(false);

  if (isWithdrawn || pendingApplicationOf(order)?.kind !== kind) {
    const application = order.application?.kind === kind ? order.application : null;
    const answered = application && application.status !== 'pending' ? application.status : null;
    return <OrderNotice orderId={order.id} notice={outcomeText(isWithdrawn ? 'withdrawnHere' : answered)} isStatus />;
  }

  return (
    <Stack gap={2} className="order-step">
      {children}
      <div className="pill-row order-step__actions order-step__next">
        {lead}
        <WithdrawApplication orderId={order.id} kind={kind} onWithdrawn={() => setIsWithdrawn(true)} />
        {trail}
      </div>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { ViewOrderLink } from './view-order-link';
import { Section } from '@luggage/ui/layout';
import '../pill-row.css';
import './order-step.css';
import './order-notice.css';

/** Props of {@link OrderNotice}. */
export interface OrderNoticeProps {
  orderId: string;
  /** Why the order cannot take this step (or what has become of it), already translated. */
  notice: string;
  /** Announce the notice as it appears (it follows something the traveller did). */
  isStatus?: boolean;
  /** More about the order, under the notice. */
  children?: ReactNode;
  /** The ways on, before 'view the order'. */
  actions?: ReactNode;
}

/**
 * The section an order action screen shows instead of its form: the notice, then the ways on, always
 * ending with 'view the order'.
 */
export function OrderNotice({ orderId, notice, isStatus = false, children, actions }: OrderNoticeProps) {
  return (
    <Section>
      <p className="order-notice__text" role={isStatus ? 'status' : undefined}>
        {notice}
      </p>
      {children}
      <div className="pill-row order-step__actions">
        {actions}
        <ViewOrderLink orderId={orderId} />
      </div>
    </Section>
  );
}

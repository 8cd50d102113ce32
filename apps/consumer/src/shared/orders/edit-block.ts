import type { OrderDetail } from '@luggage/api/contract';
import { changeRefusal } from '@luggage/domain/orders';
import { orderRuleFacts } from './order-rule-facts';

/** Why the storage days of an order cannot be changed now; null when a change can be asked for. */
export type EditBlock = 'cancelled' | 'notPaid' | 'stored' | 'applicationPending' | 'editPending' | 'extended' | null;

/**
 * A change of days needs what every change needs (the domain's changeRefusal); a pending change is told
 * apart from a pending cancellation; a booking with extensions (paid or waiting for payment) keeps its
 * days, as edit/apply refuses ('extendedBookingNotEditable').
 */
export function editBlock(order: OrderDetail): EditBlock {
  const refusal = changeRefusal(orderRuleFacts(order));
  if (refusal?.reason === 'applicationPending') return refusal.kind === 'edit' ? 'editPending' : 'applicationPending';
  if (!refusal && order.extensions.length > 0) return 'extended';
  return refusal?.reason ?? null;
}

import type { ApplicationKind } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';

/** An order as a screen holds it: its shop side and its latest application (the contract's order detail). */
export interface OrderWithApplication {
  storeStatus: number;
  application: { kind: ApplicationKind; status: 'pending' | 'withdrawn' | 'approved' | 'rejected' } | null;
}

/**
 * The application of `order` waiting for the shop (OrderFacts' `pendingApplication`): its latest
 * application while that is pending; otherwise what storeStatus says, 110 a change of days and 100 a
 * cancellation, since an apply call's answer sets storeStatus before the application is read again.
 */
export function pendingApplicationOf(order: OrderWithApplication): { kind: ApplicationKind } | null {
  if (order.application?.status === 'pending') return { kind: order.application.kind };
  if (order.storeStatus === ORDER_STORE_STATUS.editApplied) return { kind: 'edit' };
  if (order.storeStatus === ORDER_STORE_STATUS.cancelApplied) return { kind: 'cancel' };
  return null;
}

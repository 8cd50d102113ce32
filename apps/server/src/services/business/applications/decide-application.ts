import type { BusinessOrder, decideApplicationEndpoint, EndpointParams } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { changeLockedOrder } from '../../order/change-locked-order';
import { requirePendingApplication } from '../../order/require-pending-application';
import type { LuggagePhotoUrls } from '../luggage-photo-url';
import type { PaymentDeps } from '../../payment/payment-deps';
import { settleRefund } from '../../payment/refund-payment';
import { getBusinessOrder } from '../counter/get-business-order';
import { approveCancellation } from './approve-cancellation';
import { approveChange } from './approve-change';

/** What answering an application needs: the payment services' dependencies and the photo URL signer. */
export interface DecideApplicationDeps extends PaymentDeps {
  photoUrls: LuggagePhotoUrls;
}

/**
 * POST /api/business/order/application/ for any staff of `storeId` (the route layer checks the role the
 * contract names): answers the pending
 * application of the shop's order `orderId` in one transaction on the locked order. Approving a cancellation
 * cancels and refunds the order (approveCancellation); approving a change of days moves the booking
 * (approveChange; refused without room, nothing changed); rejecting changes only the application. Either way
 * the application becomes 'approved' or 'rejected' and storeStatus returns to 0 (booked). Two staff
 * answering at once: the second waits for the first's lock and then finds no pending application
 * ('applicationNotFound'). A refund is asked of the provider after the commit. Answers the order as the
 * counter sees it afterwards.
 */
export async function decideApplication(
  deps: DecideApplicationDeps,
  input: EndpointParams<typeof decideApplicationEndpoint>,
): Promise<BusinessOrder> {
  const now = deps.clock();
  const refundIds = await changeLockedOrder(deps.db, { storeId: input.storeId }, input.orderId, now, async (trx, order) => {
    const application = requirePendingApplication(order);
    await trx
      .updateTable('order_application')
      .set({ status: input.approve ? 'approved' : 'rejected', updated_at: new Date(now) })
      .where('id', '=', application.id)
      .execute();
    await trx.updateTable('user_order').set({ store_status: ORDER_STORE_STATUS.booked }).where('id', '=', input.orderId).execute();
    if (!input.approve) return [];
    if (application.kind === 'cancel') return approveCancellation(trx, { orderId: input.orderId, part: application.part, now });
    await approveChange(trx, { orderId: input.orderId, storeId: input.storeId, startDate: application.startDate, endDate: application.endDate, now });
    return [];
  });
  for (const refundId of refundIds) await settleRefund(deps, refundId);
  return getBusinessOrder(deps, input.storeId, { orderId: input.orderId });
}

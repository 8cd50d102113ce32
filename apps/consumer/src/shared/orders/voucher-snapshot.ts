import { orderDetailSchema, shopDetailSchema, type OrderDetail, type OrderListItem } from '@luggage/api/contract';
import { saveVoucherSnapshot, voucherSnapshotKey, type VoucherSnapshot } from './save-voucher-snapshot';

// Saving needs no zod and lives apart, so the voucher screen loads this module (and zod) only to read a copy.
export { saveVoucherSnapshot, voucherSnapshotKey, type VoucherSnapshot };

/**
 * The snapshot of an order's voucher saved for `userId`, or null when there is none, it is another
 * traveller's, or it no longer fits the contract.
 */
export function readVoucherSnapshot(orderId: string, userId: string): VoucherSnapshot | null {
  try {
    const text = localStorage.getItem(voucherSnapshotKey(orderId));
    if (text === null) return null;
    const saved = JSON.parse(text) as Partial<Record<keyof VoucherSnapshot, unknown>>;
    const order = orderDetailSchema.safeParse(saved.order);
    const shop = shopDetailSchema.safeParse(saved.shop);
    if (!order.success || !shop.success || typeof saved.savedAt !== 'string' || order.data.id !== orderId || saved.userId !== userId) return null;
    return { userId, order: order.data, shop: shop.data, savedAt: saved.savedAt };
  } catch {
    return null;
  }
}

/**
 * Brings the saved voucher of `order` up to date when another screen loaded it online (the order, its
 * list): a copy saved while the code was live must not show it offline once the order was handed back,
 * cancelled or refunded. A listed order updates the fields the list has (the code goes with a status
 * that is no longer paid); a detailed one replaces the saved order. Nothing is saved for an order that
 * has no copy yet, nor when nothing changed.
 */
export function refreshVoucherSnapshot(order: OrderListItem | OrderDetail, userId: string): void {
  const snapshot = readVoucherSnapshot(order.id, userId);
  if (!snapshot) return;
  const updated: OrderDetail = { ...snapshot.order, ...order, ...(order.status !== 'paid' && { voucherCode: null }) };
  if (JSON.stringify(updated) === JSON.stringify(snapshot.order)) return;
  saveVoucherSnapshot({ ...snapshot, order: updated });
}

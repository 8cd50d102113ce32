import { orderDetailSchema, shopDetailSchema, type OrderDetail, type OrderListItem, type ShopDetail } from '@luggage/api/contract';

/**
 * What the voucher keeps for opening offline: the order and its shop as last loaded, and when (ISO 8601),
 * for the traveller (userId) who loaded it: another account on the same device never sees it.
 */
export interface VoucherSnapshot {
  userId: string;
  order: OrderDetail;
  shop: ShopDetail;
  savedAt: string;
}

/** The localStorage key of an order's voucher snapshot. */
export function voucherSnapshotKey(orderId: string): string {
  return `luggage.voucher.${orderId}`;
}

/** Keeps the voucher readable offline; a browser that blocks or fills storage just keeps no copy. */
export function saveVoucherSnapshot(snapshot: VoucherSnapshot): void {
  try {
    localStorage.setItem(voucherSnapshotKey(snapshot.order.id), JSON.stringify(snapshot));
  } catch {
    // Without storage the voucher still works online.
  }
}

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

import { orderDetailSchema, shopDetailSchema, type OrderDetail, type ShopDetail } from '@luggage/api/contract';

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

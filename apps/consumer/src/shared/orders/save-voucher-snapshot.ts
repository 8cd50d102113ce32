import type { OrderDetail, ShopDetail } from '@luggage/api/contract';

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

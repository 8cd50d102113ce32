import { useEffect, useState } from 'react';
import type { VoucherSnapshot } from '../../shared/orders/save-voucher-snapshot';

/**
 * The copy of the voucher of `orderId` saved for `userId` (readVoucherSnapshot), read once `isWanted` (the
 * network failed): null when there is none, undefined while it is being read. The reader checks the copy
 * against the contract with zod, which the voucher shown online does not need, so its module is loaded only
 * then (offline, the service worker has it).
 */
export function useSavedVoucher(orderId: string | undefined, userId: string, isWanted: boolean): VoucherSnapshot | null | undefined {
  const [saved, setSaved] = useState<{ orderId: string; userId: string; snapshot: VoucherSnapshot | null }>();
  useEffect(() => {
    if (!isWanted || orderId === undefined) return;
    let isCurrent = true;
    const keep = (snapshot: VoucherSnapshot | null) => {
      if (isCurrent) setSaved({ orderId, userId, snapshot });
    };
    import('../../shared/orders/voucher-snapshot').then(({ readVoucherSnapshot }) => keep(readVoucherSnapshot(orderId, userId)), () => keep(null));
    return () => {
      isCurrent = false;
    };
  }, [isWanted, orderId, userId]);
  const isCurrent = isWanted && saved !== undefined && saved.orderId === orderId && saved.userId === userId;
  return isCurrent ? saved.snapshot : undefined;
}

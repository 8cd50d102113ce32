import type { OrderDetail, OrderListItem } from '@luggage/api/contract';
import { useAppSelector } from '@luggage/api/store';
import { useEffect } from 'react';
import { refreshVoucherSnapshot } from './voucher-snapshot';

/** Keeps the traveller's saved vouchers of the order or orders a screen loaded online (see refreshVoucherSnapshot). */
export function useVoucherSnapshotRefresh(loaded: OrderDetail | readonly OrderListItem[] | undefined): void {
  const userId = useAppSelector((state) => state.session.user?.userId);
  useEffect(() => {
    if (userId === undefined) return;
    const orders = loaded === undefined ? [] : 'id' in loaded ? [loaded] : loaded;
    for (const order of orders) refreshVoucherSnapshot(order, userId);
  }, [loaded, userId]);
}

import { useOrderInfoQuery } from '@luggage/api/order-api';
import { useStoreInventoryQuery } from '@luggage/api/store-api';
import { shanghaiToday } from '@luggage/domain/dates';
import { firstShortDay } from '@luggage/domain/inventory';
import { skipToken } from '@reduxjs/toolkit/query';

/**
 * Whether shop `storeId` has room for the booking `orderId` on its days: 'checking' while loading, 'here'
 * for the booking's own shop, 'room', 'full' with the first day (yyyy-MM-dd) without room, or 'unknown'
 * when the availability could not be read or the booking's days are over (the move's own price check still
 * decides). Days before today
 * (Shanghai) are not asked for: they are over.
 */
export type RoomForMove = { state: 'checking' | 'here' | 'room' | 'unknown' } | { state: 'full'; date: string };

/** The map picker's answer, for the selected shop, to 'is there room for my booking there?' (see RoomForMove). */
export function useRoomForMove(orderId: string, storeId: number, now: number): RoomForMove {
  const order = useOrderInfoQuery({ orderId }).currentData;
  const today = shanghaiToday(now);
  const isElsewhere = order !== undefined && order.storeId !== storeId && order.endTime >= today;
  const inventory = useStoreInventoryQuery(
    isElsewhere ? { storeId, startDate: order.startTime < today ? today : order.startTime, endDate: order.endTime } : skipToken,
  );
  if (!order) return { state: 'checking' };
  if (order.storeId === storeId) return { state: 'here' };
  if (!isElsewhere || inventory.isError) return { state: 'unknown' };
  if (!inventory.currentData) return { state: 'checking' };
  const short = firstShortDay(inventory.currentData.days, order.goodsList);
  return short ? { state: 'full', date: short.date } : { state: 'room' };
}

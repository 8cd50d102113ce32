import type { ApiFailure } from '../../errors/api-failure';
import { noRoomFailure } from '../order/no-room-failure';
import type { Shortage } from './lock-and-find-short-day';
import { shopClosedFailure } from './shop-closed-failure';

/** The refusal a booking gets for a shortage of lockAndFindShortDay: the shop closed that day, else no room for the goods. */
export function bookingRefusal(shortage: Shortage): ApiFailure {
  return shortage.closed ? shopClosedFailure(shortage.date) : noRoomFailure(shortage);
}

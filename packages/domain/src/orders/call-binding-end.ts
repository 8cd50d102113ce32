import { addDays } from '../dates/add-days';
import { endOfShanghaiDay } from '../dates/end-of-shanghai-day';
import type { Instant } from '../dates/instant';
import { shanghaiToday } from '../dates/shanghai-today';

/**
 * When a protected number for calling the shop of an order stops connecting (epoch ms): 24:00 Asia/Shanghai
 * of the day after the order's last day (`endDate`, 'yyyy-MM-dd'), or of the day after `now` for luggage
 * kept past its last day, whichever is later.
 */
export function callBindingEnd(endDate: string, now: Instant): number {
  return Math.max(endOfShanghaiDay(addDays(endDate, 1)), endOfShanghaiDay(addDays(shanghaiToday(now), 1)));
}

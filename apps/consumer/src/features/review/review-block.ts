import type { OrderDetail } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';

/** Why an order cannot be reviewed now; null when it can. */
export type ReviewBlock = 'reviewed' | 'notYet' | 'notPaid' | null;

/** One review per paid order, from its storage day on (Shanghai), as review/ accepts. */
export function reviewBlock(order: OrderDetail, now: number): ReviewBlock {
  if (order.reviewed || order.reviewDetail) return 'reviewed';
  if (order.status !== 'paid') return 'notPaid';
  if (order.startTime > shanghaiToday(now)) return 'notYet';
  return null;
}

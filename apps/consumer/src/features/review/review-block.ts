import type { OrderDetail } from '@luggage/api/contract';
import { reviewRefusal } from '@luggage/domain/orders';
import { orderRuleFacts } from '../../shared/orders/order-rule-facts';

/** Why an order cannot be reviewed now; null when it can. */
export type ReviewBlock = 'reviewed' | 'notYet' | 'notStored' | 'notPaid' | null;

/**
 * One review per paid order once its storage has started (Shanghai) and its luggage was stored at the shop:
 * the domain's reviewRefusal, as review/ enforces it.
 */
export function reviewBlock(order: OrderDetail, now: number): ReviewBlock {
  return reviewRefusal(orderRuleFacts(order), now)?.reason ?? null;
}

import type { BusinessOrder } from '@luggage/api/contract';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { changeLockedOrder } from '../../order/change-locked-order';
import type { LockedOrder } from '../../order/lock-order';
import { getBusinessOrder, type CounterDeps } from './get-business-order';

/**
 * A step of the counter on shop `step.storeId`'s order `step.orderId` at `clock()`: runs `change` in one
 * transaction on the locked order (see changeLockedOrder; of parallel steps on one order they run one after
 * the other, each reading what the one before wrote), then answers the order as the counter sees it.
 */
export async function changeCounterOrder(
  deps: CounterDeps,
  step: { storeId: number; orderId: string },
  change: (trx: Transaction<DatabaseSchema>, order: LockedOrder, now: number) => Promise<void>,
): Promise<BusinessOrder> {
  const now = deps.clock();
  await changeLockedOrder(deps.db, { storeId: step.storeId }, step.orderId, now, (trx, order) => change(trx, order, now));
  return getBusinessOrder(deps, step.storeId, { orderId: step.orderId });
}

import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { lockOrder, type LockedOrder, type OrderOwner } from './lock-order';

/**
 * Runs `change` in one transaction on order `orderId` of `owner`, locked and read as of `now` (ms; see
 * lockOrder: 'order not found' when unknown or another owner's), and answers what `change` answers. The
 * transaction every change of an order goes through: a traveller's cancellation, application, change of
 * days and review, the shop's answer to an application and the counter's check-in and check-out.
 */
export function changeLockedOrder<Result>(
  db: Kysely<DatabaseSchema>,
  owner: OrderOwner,
  orderId: string,
  now: number,
  change: (trx: Transaction<DatabaseSchema>, order: LockedOrder) => Promise<Result>,
): Promise<Result> {
  return db.transaction().execute(async (trx) => change(trx, await lockOrder(trx, owner, orderId, now)));
}

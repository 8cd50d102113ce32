import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * What was really paid for booking `orderId`, fen: the succeeded payments of the booking and of its
 * supplementary orders (user_order rows whose delay_id is the booking: extensions, changes of shop), plus
 * the extra days collected at the counter (order_extra_charge), less the succeeded refunds of all of
 * them. A supplement never paid has no succeeded payment; one refunded nets to 0.
 */
export async function orderPaidAmount(db: Kysely<DatabaseSchema>, orderId: string): Promise<number> {
  const { rows } = await sql<{ paid: number }>`
    WITH orders AS (SELECT id FROM user_order WHERE id = ${orderId} OR delay_id = ${orderId})
    SELECT (
      (SELECT coalesce(sum(amount), 0) FROM payment WHERE status = 'succeeded' AND order_id IN (SELECT id FROM orders))
      + (SELECT coalesce(sum(amount), 0) FROM order_extra_charge WHERE order_id IN (SELECT id FROM orders))
      - (SELECT coalesce(sum(amount), 0) FROM refund WHERE status = 'succeeded' AND order_id IN (SELECT id FROM orders))
    )::int AS paid`.execute(db);
  return rows[0]?.paid ?? 0;
}

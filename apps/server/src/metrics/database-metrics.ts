import { Gauge, type Registry } from 'prom-client';
import type { OpenDatabase } from '../db/open-database';

/**
 * Gauges read from the database when Prometheus scrapes, registered once per registry:
 * - `db_pool_connections{state}`: the pg pool's connections, `total`, `idle` and `waiting` (requests queued
 *   for a connection); PGlite has one connection and no queue, so only its `total` (1) is reported.
 * - `refunds_owed` and `refunds_owed_fen`: how many refunds are still 'processing' (the provider has not
 *   paid them back yet) and their sum in fen, across every server process of the database.
 */
export function registerDatabaseMetrics(registry: Registry, database: Pick<OpenDatabase, 'db' | 'poolStats'>): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state: total, idle, waiting (requests queued for a connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  let owed: Promise<{ count: number; fen: number }> | null = null;
  // Both gauges come from one query per scrape.
  const readOwed = () => {
    owed ??= database.db
      .selectFrom('refund')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('fen')])
      .where('status', '=', 'processing')
      .executeTakeFirstOrThrow()
      .then((row) => ({ count: Number(row.count), fen: Number(row.fen) }))
      .finally(() => {
        owed = null;
      });
    return owed;
  };
  new Gauge({
    name: 'refunds_owed',
    help: 'Refunds still processing: the payment provider has not paid them back yet.',
    registers: [registry],
    async collect() {
      this.set((await readOwed()).count);
    },
  });
  new Gauge({
    name: 'refunds_owed_fen',
    help: 'Sum of the refunds still processing, in fen.',
    registers: [registry],
    async collect() {
      this.set((await readOwed()).fen);
    },
  });
}

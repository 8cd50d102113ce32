import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** What the order services need: the database and the clock (ms). */
export interface OrderDeps {
  db: Kysely<DatabaseSchema>;
  clock: () => number;
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../database-schema';
import { insertCouponTemplate } from './insert-coupon-template';
import { loadCouponTemplates } from './load-coupon-templates';

/** Serialises concurrent first starts of several servers on one Postgres (not the other seeds' locks: independent). */
const COUPON_SEED_LOCK_KEY = 7_311_004;

/**
 * Inserts the coupon templates of `folder` whose code the coupon_template table lacks, in file order (so
 * a fresh database numbers the demo set 1, 2, 3): all on the first start, on a later start those a release
 * added. Templates already there are never touched (operations may have changed their stock or ended them
 * in the database). Run after the cities and shops, which scopes name. Returns whether it inserted.
 */
export async function seedCouponTemplates(db: Kysely<DatabaseSchema>, folder: string): Promise<{ seeded: boolean }> {
  const templates = await loadCouponTemplates(folder);
  const codes = templates.map((template) => template.code);
  if (codes.length === 0) return { seeded: false };
  const present = async (executor: Kysely<DatabaseSchema>) =>
    (await executor.selectFrom('coupon_template').select('code').where('code', 'in', codes).execute()).length;
  if ((await present(db)) === codes.length) return { seeded: false };
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${COUPON_SEED_LOCK_KEY})`.execute(trx);
    let inserted = 0;
    for (const template of templates) if ((await insertCouponTemplate(trx, template)) !== null) inserted += 1;
    return { seeded: inserted > 0 };
  });
}

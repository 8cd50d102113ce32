import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../database-schema';
import type { SeedData } from './seed-data-schema';

/** Rows per INSERT: well under Postgres' 65 535 bind parameters. */
const CHUNK = 500;
/** Serialises concurrent first starts of several servers on one Postgres. */
const SEED_LOCK_KEY = 7_311_001;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

/**
 * Inserts the seed cities and shops in one transaction when the city table is empty; otherwise does
 * nothing (a second start reuses the data). Returns whether it inserted.
 */
export async function seedDatabase(db: Kysely<DatabaseSchema>, data: SeedData): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom('city').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };

    for (const rows of chunks(data.cities)) {
      await trx
        .insertInto('city')
        .values(
          rows.map((city) => ({
            id: city.id,
            adcode: city.adcode,
            name: city.name,
            en: city.en.toLowerCase().replace(/[^a-z]/g, ''),
            initials: city.initials.toLowerCase().replace(/[^a-z]/g, ''),
            first_letter: city.firstLetter.toUpperCase(),
            province: city.province,
            lng: city.lng,
            lat: city.lat,
            covered: city.covered,
            hot: city.hot,
            hots: city.hots ?? null,
          })),
        )
        .execute();
    }
    for (const rows of chunks(data.shops)) {
      await trx
        .insertInto('store')
        .values(
          rows.map((shop) => ({
            id: shop.id,
            city_id: shop.cityId,
            name: shop.name,
            en: shop.en,
            lng: shop.lng,
            lat: shop.lat,
            address: shop.address,
            business_time: shop.businessTime,
            score: shop.score,
            discount: shop.discount,
            is_support_scheduled: shop.isSupportScheduled,
            certified: shop.certified,
            label: shop.label,
            class: shop.class,
            removed_at: shop.removed ? new Date(0) : null,
          })),
        )
        .execute();
    }
    const photos = data.shops.flatMap((shop) => shop.pics.map((file, position) => ({ store_id: shop.id, position, file })));
    for (const rows of chunks(photos)) await trx.insertInto('store_photo').values(rows).execute();
    const goods = data.shops.flatMap((shop) =>
      ([1, 2] as const)
        .filter((goodsId) => shop.prices[goodsId] !== undefined)
        .map((goodsId) => ({
          store_id: shop.id,
          goods_id: goodsId,
          price_fen: shop.prices[goodsId] ?? 0,
          capacity: shop.capacity[goodsId] ?? 0,
        })),
    );
    for (const rows of chunks(goods)) await trx.insertInto('store_goods').values(rows).execute();
    const hours = data.shops.flatMap((shop) => shop.hours.map((rule, position) => ({ store_id: shop.id, position, ...rule })));
    for (const rows of chunks(hours)) await trx.insertInto('store_hours').values(rows).execute();
    if (data.shops.length > 0) {
      await sql`SELECT setval(pg_get_serial_sequence('store', 'id'), (SELECT max(id) FROM store))`.execute(trx);
    }
    return { seeded: true };
  });
}

import { sql, type InsertObject, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../database-schema';
import { fillSeedShopFacts } from './fill-seed-shop-facts';
import { fillShopPinyin } from './fill-shop-pinyin';
import { seedBusinessAccounts } from './seed-business-accounts';
import type { SeedData } from './seed-data-schema';

/** Rows per INSERT: well under Postgres' 65 535 bind parameters. */
const CHUNK = 500;
/** Serialises concurrent first starts of several servers on one Postgres. */
const SEED_LOCK_KEY = 7_311_001;

/** Inserts `rows` into `table`, {@link CHUNK} rows per INSERT. */
async function insertInChunks<Table extends keyof DatabaseSchema & string>(
  trx: Kysely<DatabaseSchema>,
  table: Table,
  rows: InsertObject<DatabaseSchema, Table>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await trx.insertInto(table).values(rows.slice(start, start + CHUNK)).execute();
}

/** True when `table` has at least one row. */
async function hasRows(trx: Transaction<DatabaseSchema>, table: 'city' | 'place'): Promise<boolean> {
  return (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Moves an id sequence past the explicitly inserted ids, so later inserts without an id do not collide. */
async function moveIdSequence(trx: Kysely<DatabaseSchema>, table: 'store' | 'place'): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(trx);
}

/** Inserts the cities and the shops with their photos, goods and opening rules (columns of the first release). */
export async function insertCitiesAndShops(trx: Kysely<DatabaseSchema>, data: Pick<SeedData, 'cities' | 'shops'>): Promise<void> {
  await insertInChunks(
    trx,
    'city',
    data.cities.map((city) => ({
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
  );
  await insertInChunks(
    trx,
    'store',
    data.shops.map((shop) => ({
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
  );
  const photos = data.shops.flatMap((shop) => shop.pics.map((file, position) => ({ store_id: shop.id, position, file })));
  await insertInChunks(trx, 'store_photo', photos);
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
  await insertInChunks(trx, 'store_goods', goods);
  const hours = data.shops.flatMap((shop) => shop.hours.map((rule, position) => ({ store_id: shop.id, position, ...rule })));
  await insertInChunks(trx, 'store_hours', hours);
  if (data.shops.length > 0) await moveIdSequence(trx, 'store');
}

async function insertPlaces(trx: Transaction<DatabaseSchema>, places: SeedData['places']): Promise<void> {
  await insertInChunks(
    trx,
    'place',
    places.map((place) => ({
      id: place.id,
      city_id: place.cityId,
      kind: place.kind,
      name: place.name,
      en: place.en,
      pinyin: place.pinyin,
      initials: place.initials,
      district: place.district,
      address: place.address,
      lng: place.lng,
      lat: place.lat,
    })),
  );
  if (places.length > 0) await moveIdSequence(trx, 'place');
}

/**
 * In one transaction: inserts the seed cities and shops when the city table is empty, the seed places
 * when the place table is empty (so a database seeded by an earlier release gets them too), and fills
 * the pinyin of every shop that has none and the English address of every seed shop that has none, and (with `demoStaff`, the default of tests) the demo staff
 * accounts where missing. Otherwise does nothing (a second start reuses the data).
 * Returns whether it changed anything.
 */
export async function seedDatabase(
  db: Kysely<DatabaseSchema>,
  data: SeedData,
  options: { demoStaff: boolean } = { demoStaff: true },
): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const hasCities = await hasRows(trx, 'city');
    const hasPlaces = await hasRows(trx, 'place');
    if (!hasCities) await insertCitiesAndShops(trx, data);
    if (!hasPlaces) await insertPlaces(trx, data.places);
    const filledShops = (await fillShopPinyin(trx)) + (await fillSeedShopFacts(trx, data.shops));
    const demoRoles = options.demoStaff ? await seedBusinessAccounts(trx, Date.now()) : 0;
    return { seeded: !hasCities || (!hasPlaces && data.places.length > 0) || filledShops > 0 || demoRoles > 0 };
  });
}

// Many shops in one go, as copies of the seed's shops (so every column, photo, opening rule, price and capacity is
// one the schema and the product accept), placed at random in a disc around each city that gets shops.
// Run on the database the server migrated and seeded; then VACUUM (ANALYZE).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server-process.mjs';

/** Shops inside this radius (metres) of a city's centre: the whole of Shanghai's built-up area, roughly. */
const CITY_RADIUS_M = 25_000;
/** Share of the shops in the seed's city (Shanghai); the rest spread evenly over the other hot cities. */
const HOME_CITY_SHARE = 0.4;

/** Insertable columns of `table` (not generated, not identity columns unless `keepIdentity`), in table order. */
async function copyableColumns(db, table, keepIdentity = []) {
  const { rows } = await db.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
        AND (is_identity = 'NO' OR column_name = ANY($2))
      ORDER BY ordinal_position`,
    [table, keepIdentity],
  );
  return rows.map((row) => row.column_name);
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Drops the indexes of `tables` that no constraint owns (the spatial and search indexes) and answers their
 * definitions: building one over a million rows at the end is much faster than a million inserts into it.
 */
async function dropPlainIndexes(db, tables) {
  const { rows } = await db.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const row of rows) await db.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}

/**
 * Adds `count` shops. Each copies a seed shop (template n mod templates) with a numbered name, a position at
 * random in the disc of its city (the seed's city, Shanghai, takes 40 %; the other hot cities share the rest,
 * and are marked covered: a city with shops is a covered one), and the template's photos, opening rules and goods
 * (prices, daily capacity). All in one transaction, with the tables' plain indexes dropped and built again at the
 * end, then VACUUM (ANALYZE). Answers the seconds it took, the vacuum included, and each phase's.
 */
export async function seedShops(db, count) {
  const started = performance.now();
  const phases = [];
  let phaseStart = started;
  /** Notes the seconds since the last phase ended under `name`. */
  const phase = (name) => {
    phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(0)} s`);
    phaseStart = performance.now();
  };
  await db.query('BEGIN');
  // For the index builds at the end (this transaction only).
  await db.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  await db.query(`CREATE TEMP TABLE bench_template ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS t, id FROM store WHERE removed_at IS NULL`);
  const { rows: homeRows } = await db.query(`SELECT city_id FROM store WHERE removed_at IS NULL GROUP BY city_id ORDER BY count(*) DESC LIMIT 1`);
  const homeCity = homeRows[0].city_id;
  await db.query(`UPDATE city SET covered = true WHERE hot IS NOT NULL OR id = $1`, [homeCity]);
  // City 0 is the home city; 1… the other covered ones.
  await db.query(
    `CREATE TEMP TABLE bench_city ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY id <> $1, hot NULLS LAST, id) - 1 AS k, id, lng, lat FROM city WHERE covered`,
    [homeCity],
  );
  const { rows: sizes } = await db.query(`SELECT (SELECT count(*)::int FROM bench_template) AS templates, (SELECT count(*)::int FROM bench_city) AS cities, (SELECT coalesce(max(id), 0) FROM store) AS max_id`);
  const { templates, cities } = sizes[0];
  const firstId = Number(sizes[0].max_id) + 1;
  const homePercent = Math.round(HOME_CITY_SHARE * 100);

  const tables = ['store', 'store_photo', 'store_hours', 'store_goods'];
  const indexes = await dropPlainIndexes(db, tables);
  const overridden = { id: `${firstId} + n`, name: `left(t.name, 90) || ' ' || (n + 1)`, en: `left(t.en, 80) || ' ' || (n + 1)`, pinyin: `t.pinyin || (n + 1)`, city_id: 'c.id', lng: 'c.lng + dx / (111320 * cos(radians(c.lat)))', lat: 'c.lat + dy / 111320', created_at: 'now()', removed_at: 'NULL' };
  const storeColumns = await copyableColumns(db, 'store', ['id']);
  const storeValues = storeColumns.map((column) => overridden[column] ?? `t.${quote(column)}`);
  await db.query(
    `INSERT INTO store (${storeColumns.map(quote).join(', ')})
     SELECT ${storeValues.join(', ')}
       FROM (SELECT n, n % ${templates} AS template,
                    CASE WHEN n % 100 < ${homePercent} OR ${cities} = 1 THEN 0 ELSE 1 + n % ${Math.max(1, cities - 1)} END AS k,
                    ${CITY_RADIUS_M} * sqrt(random()) AS r, 2 * pi() * random() AS a
               FROM generate_series(0, ${count - 1}) AS n) AS g
       CROSS JOIN LATERAL (SELECT r * cos(a) AS dx, r * sin(a) AS dy) AS d
       JOIN bench_template bt ON bt.t = g.template
       JOIN store t ON t.id = bt.id
       JOIN bench_city c ON c.k = g.k`,
  );
  phase('store');
  await db.query(`SELECT setval(pg_get_serial_sequence('store', 'id'), (SELECT max(id) FROM store))`);
  for (const table of tables.slice(1)) {
    const columns = await copyableColumns(db, table);
    const values = columns.map((column) => (column === 'store_id' ? `${firstId} + n` : `x.${quote(column)}`));
    await db.query(
      `INSERT INTO ${table} (${columns.map(quote).join(', ')})
       SELECT ${values.join(', ')}
         FROM generate_series(0, ${count - 1}) AS n
         JOIN bench_template bt ON bt.t = n % ${templates}
         JOIN ${table} x ON x.store_id = bt.id`,
    );
    phase(table);
  }
  for (const definition of indexes) await db.query(definition);
  phase('indexes');
  await db.query('COMMIT');
  phase('commit');
  // As autovacuum does soon after a bulk insert in production: the visibility map marks the new pages
  // all-visible, so the nearby search's scan of its covering index stays index-only instead of visiting a
  // table page per candidate; the bench measures that steady state, not the minutes after the load.
  await db.query('VACUUM (ANALYZE)');
  phase('vacuum, analyze');
  return { seconds: (performance.now() - started) / 1000, phases: phases.join(', ') };
}

/** The centre of the seed's city (Shanghai): where the bench's search points are. */
export async function homeCityCentre(db) {
  const { rows } = await db.query(
    `SELECT c.id, c.lng, c.lat FROM city c WHERE c.id = (SELECT city_id FROM store WHERE removed_at IS NULL GROUP BY city_id ORDER BY count(*) DESC LIMIT 1)`,
  );
  return { cityId: rows[0].id, lng: rows[0].lng, lat: rows[0].lat };
}

/** A point at random within `radiusM` metres of `centre` (uniform over the disc). */
export function randomPointNear(centre, radiusM) {
  const r = radiusM * Math.sqrt(Math.random());
  const a = 2 * Math.PI * Math.random();
  return {
    lng: Number((centre.lng + (r * Math.cos(a)) / (111_320 * Math.cos((centre.lat * Math.PI) / 180))).toFixed(6)),
    lat: Number((centre.lat + (r * Math.sin(a)) / 111_320).toFixed(6)),
  };
}

/** The centre of the city with most of the seed's shops (Shanghai), read from the server's seed data. */
export function seedHomeCityCentre() {
  const read = (name) => JSON.parse(readFileSync(join(repoRoot, 'apps/server/src/db/seed-data', name), 'utf8'));
  const shops = read('shops.json');
  const counts = new Map();
  for (const shop of shops) counts.set(shop.cityId, (counts.get(shop.cityId) ?? 0) + 1);
  const homeId = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const city = read('cities.json').find((entry) => entry.id === homeId);
  return { lng: city.lng, lat: city.lat };
}

// The bench's own Postgres database (bench_<random>, created and dropped by the bench) and what it writes there.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** A role that may create databases; the bench runs in a database of its own. */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The bench's own connections carry this name, so they can be told from the server's. */
export const BENCH_APPLICATION_NAME = 'luggage-bench';

/**
 * Creates bench_<random>, or with `keptName` (--database) uses that database, creating it when it is not there,
 * and keeps it at the end. Answers its name, URL, whether it existed (`reused`), a client on it (`open`) and
 * `drop` (which only ends the connections of a kept database).
 */
export async function createBenchDatabase(keptName) {
  if (keptName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keptName)) throw new Error(`--database takes a plain lower-case name, not ${keptName}`);
  const name = keptName ?? `bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl, application_name: BENCH_APPLICATION_NAME });
  await admin.connect();
  const { rows: existing } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
  const reused = existing.length > 0;
  if (!reused) await admin.query(`CREATE DATABASE ${name}`);
  const clients = [];
  return {
    name,
    url: url.toString(),
    reused,
    /** A new client on the bench database, connected; ended by drop(). */
    async open() {
      const client = new pg.Client({ connectionString: url.toString(), application_name: BENCH_APPLICATION_NAME });
      await client.connect();
      clients.push(client);
      return client;
    },
    /** Connections to the bench database that are not the bench's own (the server's pool). */
    async serverConnections() {
      const { rows } = await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name <> $2`, [name, BENCH_APPLICATION_NAME]);
      return rows[0].n;
    },
    async drop() {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      if (keptName === undefined) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

/** The bench's travellers' phones: 137001390 and two digits. */
const TRAVELLER_PHONE_PREFIX = '137001390';

/**
 * The bookings an earlier bench's travellers left in a kept database (--database): their checkout tokens, orders,
 * order lines and reservations, in one transaction. Without this a second bench books into shops the first one
 * filled, and its count of orders written includes the first one's.
 */
async function removeEarlierBookings(db) {
  const travellers = `SELECT id FROM app_user WHERE country = '86' AND phone LIKE '${TRAVELLER_PHONE_PREFIX}__'`;
  const orders = `SELECT id FROM user_order WHERE user_id IN (${travellers})`;
  await db.query('BEGIN');
  try {
    await db.query(`DELETE FROM checkout_token WHERE user_id IN (${travellers})`);
    await db.query(`DELETE FROM user_order_goods WHERE order_id IN (${orders})`);
    await db.query(`DELETE FROM inventory_reservation WHERE order_id IN (${orders})`);
    await db.query(`DELETE FROM user_order WHERE user_id IN (${travellers})`);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

/**
 * Travellers 13700139000–13700139099, each with a new consumer session written straight into the database (on a
 * kept database, the travellers of an earlier bench get a new session, and their bookings are removed).
 */
export async function insertTravellers(db, count = 100) {
  await removeEarlierBookings(db);
  const travellers = [];
  for (let index = 0; index < count; index += 1) {
    const phone = `${TRAVELLER_PHONE_PREFIX}${String(index).padStart(2, '0')}`;
    await db.query(`INSERT INTO app_user (country, phone, created_at) VALUES ('86', $1, now()) ON CONFLICT DO NOTHING`, [phone]);
    const { rows } = await db.query(`SELECT id FROM app_user WHERE country = '86' AND phone = $1`, [phone]);
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO session (token_hash, user_id, area, created_at, expires_at) VALUES ($1, $2, 'user', now(), now() + interval '7 days')`, [
      createHash('sha256').update(token).digest('hex'),
      rows[0].id,
    ]);
    travellers.push({ userId: String(rows[0].id), token });
  }
  return travellers;
}

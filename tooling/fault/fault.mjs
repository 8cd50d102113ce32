// `pnpm fault`: fault scenarios against the built server (apps/server/dist/main.js) on a real Postgres.
// Not part of `npm test`: it needs Postgres and about a minute. See README.md next to this file.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = join(repoRoot, 'apps/server/dist/main.js');
/** A Postgres role that may create databases; the scenarios run in a database of their own, dropped at the end. */
const adminUrl = process.env.FAULT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Each server process i listens on FAULT_BASE_PORT + 2i (consumer) and + 2i + 1 (business). */
const basePort = Number(process.env.FAULT_BASE_PORT ?? 18_700);
const PROCESSES = 3;
const RACE_CLIENTS = 200;
const RACE_CAPACITY = 20;
const FAILOVER_BOOKINGS = 150;
/** Travellers 13700138700–13700138799: the last two are kept for single probes, the others book more than once where a scenario needs more bookings. */
const TRAVELLERS = 100;
const LOAD_TRAVELLERS = TRAVELLERS - 2;

const results = [];
/** One row of the printed table. */
const record = (scenario, check, held, detail) => results.push({ scenario, check, held, detail });

const databaseName = `fault_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const admin = new pg.Client({ connectionString: adminUrl });
const dataDir = mkdtempSync(join(tmpdir(), 'luggage-fault-'));
const servers = [];

/** Starts server process `index` on the scenarios' database; resolves once it says it is ready. */
function startServer(index) {
  const consumerPort = basePort + 2 * index;
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT_CONSUMER: String(consumerPort),
      PORT_BUSINESS: String(consumerPort + 1),
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      PAY_PROVIDER: 'sandbox',
      SMS_PROVIDER: 'outbox',
      // Every client of the scenarios comes from 127.0.0.1: the per-address limits would stop the race itself.
      RATE_LIMIT_WRITES_PER_ADDRESS: '1000000',
      RATE_LIMIT_CHECKOUTS_PER_ADDRESS: '1000000',
      RATE_LIMIT_ADD_ORDERS_PER_ADDRESS: '1000000',
      // The load's travellers book several times; the unpaid-orders cap is not what these scenarios test.
      UNPAID_ORDERS_PER_TRAVELLER: '1000',
      UNPAID_ORDERS_PER_DEVICE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { index, child, port: consumerPort, exited: null, stderr: '' };
  child.stderr.on('data', (chunk) => {
    server.stderr = (server.stderr + chunk).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  servers.push(server);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Luggage storage is ready')) resolve(server);
    });
    child.on('exit', () => reject(new Error(`server ${index} exited before it was ready:\n${server.stderr}`)));
  });
}

const md5 = (text) => createHash('md5').update(text).digest('hex');
const uniq = () => Array.from({ length: 6 }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[randomInt(36)]).join('');
/** A signed request as the apps send it (Sign = MD5(body or query + Timestamp)); answers { status, body, ms } or { error }. */
async function call(server, method, path, params, session) {
  const timestamp = String(Date.now());
  const headers = { Timestamp: timestamp, Uniq: uniq() };
  if (session) Object.assign(headers, { 'User-Token': session.token, 'User-Id': session.userId });
  let url = `http://127.0.0.1:${server.port}${path}`;
  let body;
  if (method === 'GET') {
    const query = new URLSearchParams({ ...params, v: 'web' }).toString();
    url += `?${query}`;
    headers.Sign = md5(query + timestamp);
  } else {
    body = typeof params === 'string' ? params : JSON.stringify({ ...params, v: 'web' });
    headers['Content-Type'] = 'application/json';
    headers.Sign = md5(body + timestamp);
  }
  const started = performance.now();
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: kept as null; the checks say so.
    }
    return { status: response.status, json, ms: performance.now() - started };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), ms: performance.now() - started };
  }
}

/** Travellers with a consumer session each, written straight into the database (logging 100 in by SMS is slow). */
async function insertTravellers(db) {
  const travellers = [];
  for (let index = 0; index < TRAVELLERS; index += 1) {
    const phone = `137001387${String(index).padStart(2, '0')}`;
    const { rows } = await db.query(`INSERT INTO app_user (country, phone, created_at) VALUES ('86', $1, now()) RETURNING id`, [phone]);
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO session (token_hash, user_id, area, created_at, expires_at) VALUES ($1, $2, 'user', now(), now() + interval '7 days')`,
      [createHash('sha256').update(token).digest('hex'), rows[0].id],
    );
    travellers.push({ userId: String(rows[0].id), token });
  }
  return travellers;
}

/** A shop-day `daysAhead` from today (Shanghai) where bags are taken: the shop open, its bag capacity set to `capacity`. */
async function prepareShopDay(db, daysAhead, capacity) {
  const day = new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await db.query(`SELECT sg.store_id FROM store_goods sg JOIN store s ON s.id = sg.store_id WHERE sg.goods_id = 2 AND s.removed_at IS NULL ORDER BY sg.store_id LIMIT 1`);
  const storeId = rows[0].store_id;
  await db.query(`UPDATE store_goods SET capacity = $1 WHERE store_id = $2 AND goods_id = 2`, [capacity, storeId]);
  return { storeId, day, compact: day.replaceAll('-', '') };
}

/** Books one bag for `traveller`: checkout at `checkoutServer`, add order at `addServer`. Answers 'booked', 'refused' or 'unanswered'. */
async function book(traveller, shopDay, checkoutServer, addServer) {
  const cart = { storeId: shopDay.storeId, goodsList: [{ goodsId: 2, count: 1 }], startDate: shopDay.compact, endDate: shopDay.compact };
  const checkout = await call(checkoutServer, 'POST', '/api/user/order/checkout_v2/', cart, traveller);
  if (checkout.error || checkout.json === null) return { outcome: 'unanswered', detail: checkout.error ?? `HTTP ${checkout.status}` };
  if (checkout.json.status !== 1) return { outcome: 'refused', detail: checkout.json.errorMsg };
  const added = await call(addServer, 'POST', '/api/user/order/add/', { addOrderToken: checkout.json.content.addOrderToken, order_from: 'web' }, traveller);
  if (added.error || added.json === null) return { outcome: 'unanswered', detail: added.error ?? `HTTP ${added.status}` };
  return added.json.status === 1 ? { outcome: 'booked', orderId: String(added.json.content.orderId) } : { outcome: 'refused', detail: added.json.errorMsg };
}

/** Bags held at the shop-day, and orders there that are half-written (no reservation or no goods line). */
async function shopDayState(db, shopDay) {
  const held = await db.query(`SELECT coalesce(sum(units), 0)::int AS units, count(DISTINCT order_id)::int AS orders FROM inventory_reservation WHERE store_id = $1 AND goods_id = 2 AND day = $2::date`, [shopDay.storeId, shopDay.day]);
  const half = await db.query(
    `SELECT count(*)::int AS n FROM user_order o WHERE o.store_id = $1 AND o.start_date = $2::date
       AND (NOT EXISTS (SELECT 1 FROM inventory_reservation r WHERE r.order_id = o.id) OR NOT EXISTS (SELECT 1 FROM user_order_goods g WHERE g.order_id = o.id))`,
    [shopDay.storeId, shopDay.day],
  );
  return { units: held.rows[0].units, orders: held.rows[0].orders, halfWritten: half.rows[0].n };
}

/** Runs `tasks` (functions answering promises) at most `width` at a time; answers their results in order. */
async function pooled(tasks, width) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next;
        next += 1;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

const count = (list, outcome) => list.filter((entry) => entry.outcome === outcome).length;
const alive = (server) => server.exited === null;

async function multiProcessRace(db, travellers) {
  const shopDay = await prepareShopDay(db, 5, RACE_CAPACITY);
  // Checkout at one process, add order at the next: the race crosses the processes' pools.
  const outcomes = await Promise.all(
    Array.from({ length: RACE_CLIENTS }, (_, index) => book(travellers[index % LOAD_TRAVELLERS], shopDay, servers[index % PROCESSES], servers[(index + 1) % PROCESSES])),
  );
  const state = await shopDayState(db, shopDay);
  const booked = count(outcomes, 'booked');
  record('b) 3 processes race', `${RACE_CLIENTS} bookings for ${RACE_CAPACITY} bags`, booked === RACE_CAPACITY, `${booked} booked, ${count(outcomes, 'refused')} refused, ${count(outcomes, 'unanswered')} unanswered`);
  record('b) 3 processes race', 'bags held = capacity (no oversell)', state.units === RACE_CAPACITY && state.orders === booked, `${state.units} bags held by ${state.orders} orders`);
  const refusals = new Set(outcomes.filter((entry) => entry.outcome === 'refused').map((entry) => entry.detail));
  record('b) 3 processes race', 'refusals say why', [...refusals].every((text) => typeof text === 'string' && text.length > 0), [...refusals].join(' | ').slice(0, 90));
}

async function databaseFailover(db, travellers) {
  const server = servers[0];
  const shopDay = await prepareShopDay(db, 6, 10_000);
  let terminated = 0;
  let loadDone = false;
  const killer = (async () => {
    // Every 300 ms during the load, end every backend of the servers (not this script's own).
    while (!loadDone) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { rows } = await admin.query(
        `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> 'luggage-fault') AS ended`,
        [databaseName],
      );
      terminated += rows[0].n;
    }
  })();
  const started = performance.now();
  const outcomes = await pooled(
    Array.from({ length: FAILOVER_BOOKINGS }, (_, index) => () => book(travellers[index % LOAD_TRAVELLERS], shopDay, server, server)),
    15,
  );
  loadDone = true;
  await killer;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const health = await call(server, 'GET', '/api/health', {});
  const state = await shopDayState(db, shopDay);
  const booked = count(outcomes, 'booked');
  const after = await book(travellers[TRAVELLERS - 2], await prepareShopDay(db, 7, 10), server, server);
  record('a) database failover', `server stays up (${terminated} backends ended in ${seconds} s)`, alive(server) && health.status === 200 && terminated > 0, `alive: ${alive(server)}, /api/health HTTP ${health.status ?? health.error}`);
  record('a) database failover', 'every request got an answer', count(outcomes, 'unanswered') === 0, `${booked} booked, ${count(outcomes, 'refused')} refused (e.g. ${outcomes.find((entry) => entry.outcome === 'refused')?.detail ?? '–'}), ${count(outcomes, 'unanswered')} unanswered`);
  record('a) database failover', 'no order lost or half-written', state.orders === booked && state.units === booked && state.halfWritten === 0, `${state.orders} orders with ${state.units} bags for ${booked} answered booked; ${state.halfWritten} half-written`);
  record('a) database failover', 'the next booking is served', after.outcome === 'booked', after.outcome === 'booked' ? 'booked' : String(after.detail));
}

async function abuseProbes(travellers) {
  const server = servers[1];
  const photo = Buffer.alloc(5 * 1024 * 1024, 0xff);
  const started = performance.now();
  let upload;
  try {
    const response = await fetch(`http://127.0.0.1:${server.port + 1}/api/business/photo/upload/?storeId=1`, { method: 'POST', headers: { 'Content-Type': 'image/jpeg' }, body: photo });
    upload = { status: response.status, json: await response.json().catch(() => null) };
  } catch (error) {
    upload = { error: error instanceof Error ? error.message : String(error) };
  }
  const uploadMs = performance.now() - started;
  record('c) abuse', 'anonymous 5 MB photo upload refused fast', !upload.error && upload.json?.status === 0 && uploadMs < 1000, `HTTP ${upload.status ?? upload.error} in ${uploadMs.toFixed(0)} ms: ${upload.json?.errorMsg ?? ''}`);

  const nul = await call(server, 'GET', '/api/user/city/search/', { name: 'a\u0000b' });
  record('c) abuse', 'NUL in city search refused (not 500)', nul.status !== undefined && nul.status < 500 && nul.json?.status === 0, `HTTP ${nul.status ?? nul.error}: ${nul.json?.errorMsg ?? ''}`);

  const longUrl = await fetch(`http://127.0.0.1:${server.port}/api/user/city/search/?name=${'a'.repeat(20_000)}`).then(
    async (response) => ({ status: response.status, json: await response.json().catch(() => null) }),
    (error) => ({ error: String(error) }),
  );
  record('c) abuse', 'over-long URL answered in the envelope', longUrl.json?.status === 0 && typeof longUrl.json?.errorMsg === 'string', `HTTP ${longUrl.status ?? longUrl.error}: ${longUrl.json?.errorMsg ?? ''}`);

  const traveller = travellers[TRAVELLERS - 1];
  const shopDay = await prepareShopDay(await adminDb(), 8, 10);
  const cart = { storeId: shopDay.storeId, goodsList: [{ goodsId: 2, count: 1 }], startDate: shopDay.compact, endDate: shopDay.compact };
  const checkouts = [];
  for (let index = 0; index < 15; index += 1) checkouts.push(await call(server, 'POST', '/api/user/order/checkout_v2/', cart, traveller));
  const limited = checkouts.filter((answer) => answer.status === 429);
  record('c) abuse', 'checkout rate limit per traveller (HTTP 429)', limited.length > 0 && limited.every((answer) => answer.json?.status === 0), `${checkouts.length - limited.length} answered, ${limited.length} × 429: ${limited[0]?.json?.errorMsg ?? ''}`);
}

let checkDb;
/** This script's own connection to the scenarios' database (named so the failover scenario spares it). */
async function adminDb() {
  if (!checkDb) {
    checkDb = new pg.Client({ connectionString: databaseUrl, application_name: 'luggage-fault' });
    await checkDb.connect();
  }
  return checkDb;
}

function printTable() {
  const columns = ['scenario', 'check', 'held', 'detail'];
  const rows = results.map((entry) => [entry.scenario, entry.check, entry.held ? 'held' : 'FAILED', entry.detail]);
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  process.stdout.write(`${line(columns)}\n${line(widths.map((width) => '-'.repeat(width)))}\n${rows.map(line).join('\n')}\n`);
}

let failed = false;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  // The first process migrates and seeds the database; the others start on it once it is ready.
  await startServer(0);
  await Promise.all(Array.from({ length: PROCESSES - 1 }, (_, index) => startServer(index + 1)));
  const db = await adminDb();
  const travellers = await insertTravellers(db);
  await multiProcessRace(db, travellers);
  await databaseFailover(db, travellers);
  await abuseProbes(travellers);
  for (const server of servers) record('all', `server process ${server.index} still running`, alive(server), alive(server) ? 'running' : `exited ${JSON.stringify(server.exited)}: ${server.stderr.slice(-200)}`);
} catch (error) {
  failed = true;
  process.stderr.write(`the fault run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
} finally {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (!alive(server)) return resolve();
          server.child.once('exit', resolve);
          server.child.kill('SIGTERM');
        }),
    ),
  );
  await checkDb?.end();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
printTable();
process.exit(failed || results.some((entry) => !entry.held) ? 1 : 0);

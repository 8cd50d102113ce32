// Nearby search through HTTP against the bare-Fastify baseline, with autocannon, side by side in the same run.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { homeCityCentre, randomPointNear } from '../lib/seed-shops.mjs';
import { call, NEARBY_PATH, signedGet } from '../lib/signed-call.mjs';
import { maxMedian, median, minMedian, ms, perSecond } from '../lib/stats.mjs';

const CONNECTIONS = 10;
/** Search points at random within this distance of Shanghai's centre: the city proper, where the shops are. */
const POINT_RADIUS_M = 10_000;
/** Seconds of load before the measured runs (JIT, pool, caches). */
const WARM_UP_SECONDS = 3;
/** The server's pool when no connection of it was seen (apps/server/src/db/open-database.ts: max 10). */
const DEFAULT_POOL_SIZE = 10;

/** One autocannon run of `seconds` on `origin`, each request made by `next()` ({ path, headers }). */
async function load(origin, seconds, next) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts, total: result.requests.total };
}

/** Starts the baseline (baseline-server.mjs) on `port` with a pool of `poolSize` on `databaseUrl`. */
function startBaseline(port, databaseUrl, poolSize) {
  const child = spawn(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), '../baseline-server.mjs')], {
    env: { ...process.env, BASELINE_PORT: String(port), BASELINE_DATABASE_URL: databaseUrl, BASELINE_POOL_SIZE: String(poolSize) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve({ origin: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => child.once('exit', done).kill('SIGTERM')) });
    });
    child.once('exit', (code) => reject(new Error(`the baseline exited (${code}) before it was ready`)));
  });
}

/**
 * Nearby search (the consumer's signed GET, a new point in Shanghai per request) and the baseline (`SELECT 1` behind
 * bare Fastify on a pool of the server's size, the size seen in pg_stat_activity once the search has been loaded),
 * 10 connections each, run after run alternately so both see the same machine. Answers the table's rows.
 */
export async function measureNearbyHttp({ server, database, db, runs, seconds, baselinePort, shopsLabel }) {
  const centre = await homeCityCentre(db);
  const nextSearch = () => signedGet(NEARBY_PATH, randomPointNear(centre, POINT_RADIUS_M));
  // The answers are checked once, outside the load: each must be a success with shops.
  for (let index = 0; index < 5; index += 1) {
    const answer = await call(server.origin, 'GET', NEARBY_PATH, randomPointNear(centre, POINT_RADIUS_M));
    if (answer.json?.status !== 1 || answer.json.content.stores.length === 0) throw new Error(`the nearby search did not answer shops: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  await load(server.origin, WARM_UP_SECONDS, nextSearch);
  const poolSize = (await database.serverConnections()) || DEFAULT_POOL_SIZE;
  const baseline = await startBaseline(baselinePort, database.url, poolSize);
  const nextBaseline = () => ({ path: '/select-1', headers: { 'Accept-Language': 'zh-CN', 'Accept-Encoding': 'gzip, deflate, br' } });
  const searches = [];
  const bases = [];
  try {
    await load(baseline.origin, WARM_UP_SECONDS, nextBaseline);
    for (let run = 0; run < runs; run += 1) {
      searches.push(await load(server.origin, seconds, nextSearch));
      bases.push(await load(baseline.origin, seconds, nextBaseline));
    }
  } finally {
    await baseline.stop();
  }
  const failed = searches.reduce((sum, run) => sum + run.failed, 0) + bases.reduce((sum, run) => sum + run.failed, 0);
  const ratios = searches.map((search, run) => search.rps / bases[run].rps);
  const loadDetail = `${CONNECTIONS} connections, ${runs} × ${seconds} s each side alternately, a random point within ${POINT_RADIUS_M / 1000} km of Shanghai's centre per request, signed as the apps sign; baseline pool ${poolSize} connections (the server's, seen in pg_stat_activity); ${failed} non-2xx/errors`;
  return [
    {
      measure: `nearby search p99 through HTTP, ${shopsLabel} shops`,
      figure: minMedian(searches.map((run) => run.p99), ms),
      goal: '≤ 30 ms (at 1 M)',
      baseline: `SELECT 1 route: ${minMedian(bases.map((run) => run.p99), ms)}`,
      met: failed === 0 && median(searches.map((run) => run.p99)) <= 30,
      detail: loadDetail,
    },
    {
      measure: `nearby search req/s, ${shopsLabel} shops`,
      figure: maxMedian(searches.map((run) => run.rps), perSecond),
      goal: '–',
      baseline: `SELECT 1 route: ${maxMedian(bases.map((run) => run.rps), perSecond)}`,
      met: null,
    },
    {
      measure: 'nearby req/s ÷ SELECT 1 route req/s',
      figure: maxMedian(ratios, (ratio) => ratio.toFixed(3)),
      goal: '≥ 0.3',
      baseline: 'pairs of runs back to back',
      met: failed === 0 && median(ratios) >= 0.3,
    },
  ];
}

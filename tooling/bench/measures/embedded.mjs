// The embedded database (PGlite in DATA_DIR): warm restart to first answer, and the server's idle memory.
import { randomPointNear, seedHomeCityCentre } from '../lib/seed-shops.mjs';
import { cpuMilliseconds, residentBytes, spawnServer, startServer, stopServer } from '../lib/server-process.mjs';
import { call, NEARBY_PATH } from '../lib/signed-call.mjs';
import { median, mib, minMedian, seconds } from '../lib/stats.mjs';

/** Shanghai's centre (the seed's city), where the restart's first search asks. */
const SHANGHAI = seedHomeCityCentre();
const POLL_MS = 10;
/** How long memory must stay within SETTLED_BYTES to count as settled, and the most the bench waits for it. */
const SETTLE_MS = 3000;
const SETTLED_BYTES = 2 * 1024 * 1024;
const SETTLE_LIMIT_MS = 20_000;

/** Polls `ask` every POLL_MS until it answers true; answers the ms since `since` (performance.now()) or throws after a minute. */
async function firstSuccess(ask, since, server) {
  while (performance.now() - since < 60_000) {
    if (server.exited !== null) throw new Error(`the embedded server exited: ${server.stderr.slice(-500)}`);
    if (await ask()) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('no answer within a minute of the restart');
}

/** A traveller's first minutes: searches at several points, the city list, a shop page. */
async function someRequests(origin) {
  for (let index = 0; index < 20; index += 1) await call(origin, 'GET', NEARBY_PATH, randomPointNear(SHANGHAI, 8000));
  await call(origin, 'GET', '/api/user/city/list/');
  for (let storeId = 1; storeId <= 5; storeId += 1) await call(origin, 'GET', '/api/user/store/info_v2/', { storeId });
}

/** RSS of the server's process tree once it stays within SETTLED_BYTES for SETTLE_MS (or after SETTLE_LIMIT_MS). */
async function settledResidentBytes(pid) {
  const started = performance.now();
  let stableSince = performance.now();
  let reference = residentBytes(pid);
  while (performance.now() - started < SETTLE_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = residentBytes(pid);
    if (Math.abs(now - reference) > SETTLED_BYTES) {
      reference = now;
      stableSince = performance.now();
    } else if (performance.now() - stableSince >= SETTLE_MS) return now;
  }
  return residentBytes(pid);
}

/**
 * Starts the server once on `dataDir` (it migrates and seeds), stops it, then `runs` times: spawns it again and
 * times the first HTTP 200 of /api/health and the first successful nearby search (both polled from the spawn);
 * makes some requests and reads its settled RSS. Answers the table's rows.
 */
export async function measureEmbedded({ dataDir, consumerPort, runs }) {
  await stopServer(await startServer({ consumerPort, dataDir }));
  const health = [];
  const healthCpu = [];
  const firstSearch = [];
  const rss = [];
  for (let run = 0; run < runs; run += 1) {
    const server = spawnServer({ consumerPort, dataDir });
    server.ready.catch(() => undefined);
    try {
      const [healthMs, searchMs] = await Promise.all([
        firstSuccess(async () => (await call(server.origin, 'GET', '/api/health')).status === 200, server.spawnedAt, server).then((ms) => {
          healthCpu.push(cpuMilliseconds(server.child.pid));
          return ms;
        }),
        firstSuccess(async () => (await call(server.origin, 'GET', NEARBY_PATH, SHANGHAI)).json?.status === 1, server.spawnedAt, server),
      ]);
      health.push(healthMs);
      firstSearch.push(searchMs);
      await someRequests(server.origin);
      rss.push(await settledResidentBytes(server.child.pid));
    } finally {
      await stopServer(server);
    }
  }
  return [
    {
      measure: 'warm restart to first answer (/api/health), embedded',
      figure: minMedian(health, seconds),
      goal: '≤ 1 s',
      baseline: '',
      met: median(health) <= 1000,
      detail: `from spawning node apps/server/dist/main.js on a DATA_DIR it had migrated and seeded before, polling every ${POLL_MS} ms; CPU time the server had used by then (user + system, hardly moved by other jobs on the machine): ${minMedian(healthCpu, seconds)}`,
    },
    {
      measure: 'warm restart to first nearby search answer, embedded',
      figure: minMedian(firstSearch, seconds),
      goal: '≤ 1 s',
      baseline: '',
      met: median(firstSearch) <= 1000,
    },
    {
      measure: 'server RSS idle after requests, embedded',
      figure: minMedian(rss, mib),
      goal: '≤ 250 MiB',
      baseline: '',
      met: median(rss) <= 250 * 1024 * 1024,
      detail: `VmRSS of the server process and its children, after 20 searches, the city list and 5 shop pages, once within ${SETTLED_BYTES / 1024 / 1024} MiB for ${SETTLE_MS / 1000} s`,
    },
  ];
}

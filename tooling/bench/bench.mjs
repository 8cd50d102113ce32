// `pnpm bench`: builds, starts the built server on a throwaway Postgres database and on the embedded one, seeds
// shops on request, measures each goal of the performance budget with its same-run baseline, and prints one table.
// Not part of `npm test`. See README.md next to this file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBenchDatabase, insertTravellers } from './lib/bench-database.mjs';
import { seedShops } from './lib/seed-shops.mjs';
import { repoRoot, startServer, stopServer } from './lib/server-process.mjs';
import { formatDetails, formatTable } from './lib/table.mjs';
import { measureBooking } from './measures/booking.mjs';
import { measureEmbedded } from './measures/embedded.mjs';
import { measureNearbyHttp } from './measures/nearby-http.mjs';
import { measureNearbySql } from './measures/nearby-sql.mjs';

/** The bench's ports: 18800–18899, moved by BENCH_PORT_OFFSET so that two benches can run side by side. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = Object.fromEntries(
  Object.entries({ postgresServer: 18_800, captureServer: 18_802, captureProxy: 18_804, baseline: 18_810, embeddedServer: 18_820 }).map(([name, port]) => [name, port + PORT_OFFSET]),
);
const MEASURES = ['nearby', 'sql', 'booking', 'embedded', 'lighthouse'];

const { values: options } = parseArgs({
  options: {
    shops: { type: 'string', default: '0' },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: MEASURES.join(',') },
    database: { type: 'string' },
  },
});

/** '100k' → 100000, '1m' → 1000000, '2500' → 2500. */
function shopCount(text) {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`--shops must be a count such as 100k or 1m, not ${text}`);
  return Math.round(Number(match[1]) * { '': 1, k: 1000, m: 1_000_000 }[match[2].toLowerCase()]);
}

const extraShops = shopCount(options.shops);
const runs = Number(options.runs);
const seconds = Number(options.seconds);
const only = new Set(options.only.split(','));
for (const name of only) if (!MEASURES.includes(name)) throw new Error(`--only takes ${MEASURES.join(', ')}; not ${name}`);
const log = (text) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}\n`);

/** Every shop count in the table's measures: the seed's, plus those added. */
const shopsLabel = (total) => (total >= 1_000_000 ? `${(total / 1_000_000).toFixed(1)} M` : total >= 10_000 ? `${Math.round(total / 1000)} k` : String(total));

/** The Postgres measures: nearby search (HTTP and SQL) and booking, on bench_<random> seeded with the extra shops. */
async function postgresMeasures(rows) {
  const database = await createBenchDatabase(options.database);
  const dataDir = mkdtempSync(join(tmpdir(), 'luggage-bench-'));
  let server;
  try {
    log(`database ${database.name}${database.reused ? ' (kept from an earlier bench)' : ''}: migrating and seeding through a first start`);
    await stopServer(await startServer({ consumerPort: PORTS.postgresServer, dataDir, databaseUrl: database.url }));
    const db = await database.open();
    if (database.reused && extraShops > 0) log(`--shops ignored: the kept database's shops are measured as they are`);
    if (!database.reused && extraShops > 0) {
      log(`seeding ${extraShops} shops`);
      const seeded = await seedShops(db, extraShops);
      log(`seeded in ${seeded.seconds.toFixed(1)} s: ${seeded.phases}`);
    }
    const { rows: countRows } = await db.query(`SELECT count(*)::int AS n FROM store WHERE removed_at IS NULL`);
    const label = shopsLabel(countRows[0].n);
    const travellers = await insertTravellers(db);
    if (only.has('sql')) {
      log('nearby search SQL: capturing and replaying');
      rows.push(...(await measureNearbySql({ database, db, runs, capturePort: PORTS.captureServer, proxyPort: PORTS.captureProxy, shopsLabel: label })));
    }
    server = await startServer({ consumerPort: PORTS.postgresServer, dataDir, databaseUrl: database.url });
    if (only.has('nearby')) {
      log('nearby search through HTTP against the SELECT 1 baseline');
      rows.push(...(await measureNearbyHttp({ server, database, db, runs, seconds, baselinePort: PORTS.baseline, shopsLabel: label })));
    }
    if (only.has('booking')) {
      log('booking');
      rows.push(...(await measureBooking({ server, db, travellers, runs, seconds })));
    }
  } finally {
    if (server) await stopServer(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The embedded-database measures (restart, memory) on a DATA_DIR of their own; then, when lighthouse.mjs is there,
 * its rows (Lighthouse, first-screen JS) against the server started once more on that DATA_DIR.
 */
async function embeddedMeasures(rows) {
  const dataDir = mkdtempSync(join(tmpdir(), 'luggage-bench-embedded-'));
  try {
    if (only.has('embedded')) {
      log('embedded database: restarts and memory');
      rows.push(...(await measureEmbedded({ dataDir, consumerPort: PORTS.embeddedServer, runs })));
    }
    const lighthouseModule = join(dirname(fileURLToPath(import.meta.url)), 'lighthouse.mjs');
    if (only.has('lighthouse') && existsSync(lighthouseModule)) {
      log('Lighthouse');
      const { measureLighthouse } = await import(lighthouseModule);
      const server = await startServer({ consumerPort: PORTS.embeddedServer, dataDir });
      try {
        rows.push(...(await measureLighthouse({ consumerUrl: `${server.origin}/`, businessUrl: `http://127.0.0.1:${server.port + 1}/`, runs })));
      } finally {
        await stopServer(server);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
const rows = [];
let failed = false;
try {
  if (!options['no-build']) {
    log('building (pnpm turbo run build)');
    execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  }
  if (['nearby', 'sql', 'booking'].some((name) => only.has(name))) await postgresMeasures(rows);
  if (only.has('embedded') || only.has('lighthouse')) await embeddedMeasures(rows);
} catch (error) {
  failed = true;
  process.stderr.write(`the bench stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
}
const cpus = (await import('node:os')).cpus();
process.stdout.write(
  `\nluggage-storage bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ` +
    `${(performance.now() - started) / 60_000 >= 1 ? `${((performance.now() - started) / 60_000).toFixed(1)} min` : `${((performance.now() - started) / 1000).toFixed(0)} s`}; ` +
    `figures: best / median of ${runs} runs (min for times, max for rates)\n\n${formatTable(rows)}\n\n${formatDetails(rows)}\n`,
);
// Goals not met are the table's news; a guarantee broken (overselling) or a bench that stopped fails the run.
process.exit(failed || rows.some((row) => row.guarantee && row.met === false) ? 1 : 0);

// The nearby search's SQL alone: the statements one search makes the server run, captured on the wire (a second
// server process whose database connection goes through lib/sql-capture.mjs), then replayed from one connection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeCityCentre, randomPointNear } from '../lib/seed-shops.mjs';
import { startServer, stopServer } from '../lib/server-process.mjs';
import { call, NEARBY_PATH } from '../lib/signed-call.mjs';
import { startSqlCapture } from '../lib/sql-capture.mjs';
import { median, minMedian, ms, percentile } from '../lib/stats.mjs';

/** Searches captured (one point each); each run replays them round-robin. */
const POINTS = 10;
const EXECUTIONS_PER_RUN = 300;
const POINT_RADIUS_M = 10_000;

/**
 * The statements of one nearby search at each of {@link POINTS} points in Shanghai: each point is searched twice
 * and the second search's statements kept (a first search may fill a cache). Statements of transactions
 * around them (BEGIN/COMMIT) are kept as they are.
 */
async function captureSearches({ database, db, capturePort, proxyPort }) {
  const capture = await startSqlCapture(database.url, proxyPort);
  const dataDir = mkdtempSync(join(tmpdir(), 'luggage-bench-capture-'));
  const server = await startServer({ consumerPort: capturePort, dataDir, databaseUrl: capture.url });
  const centre = await homeCityCentre(db);
  const searches = [];
  try {
    for (let index = 0; index < POINTS; index += 1) {
      const point = randomPointNear(centre, POINT_RADIUS_M);
      await call(server.origin, 'GET', NEARBY_PATH, point);
      const from = capture.statements.length;
      const answer = await call(server.origin, 'GET', NEARBY_PATH, point);
      if (answer.json?.status !== 1) throw new Error(`the captured nearby search failed: ${JSON.stringify(answer).slice(0, 300)}`);
      searches.push(capture.statements.slice(from));
    }
  } finally {
    await stopServer(server);
    await capture.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return searches;
}

/**
 * Milliseconds to run `statements` one after another on `db`; a statement the server prepared under a name is run
 * so here too (parsed and planned at its first run on this connection, then only bound and executed).
 */
async function runSearch(db, statements) {
  const started = performance.now();
  for (const statement of statements) await db.query(statement.name ? { name: statement.name, text: statement.sql, values: statement.values } : { text: statement.sql, values: statement.values });
  return performance.now() - started;
}

/**
 * p99 of the search's statements run back to back on one connection of the bench, {@link EXECUTIONS_PER_RUN} times
 * per run over the captured points (the server runs some of them in parallel, so this is an upper bound of its
 * time in the database). Answers the table's row.
 */
export async function measureNearbySql({ database, db, runs, capturePort, proxyPort, shopsLabel }) {
  const searches = await captureSearches({ database, db, capturePort, proxyPort });
  for (const statements of searches) await runSearch(db, statements);
  const p99s = [];
  const selectOneP99s = [];
  const perStatement = searches[0].map(() => []);
  for (let run = 0; run < runs; run += 1) {
    const samples = [];
    for (let index = 0; index < EXECUTIONS_PER_RUN; index += 1) samples.push(await runSearch(db, searches[index % searches.length]));
    p99s.push(percentile(samples, 99));
    const selectOnes = [];
    for (let index = 0; index < EXECUTIONS_PER_RUN; index += 1) selectOnes.push(await runSearch(db, [{ sql: 'SELECT 1', values: [] }]));
    selectOneP99s.push(percentile(selectOnes, 99));
  }
  // Where the time goes: each statement of the first captured search alone, 100 times.
  for (const [index, statement] of searches[0].entries()) {
    for (let repeat = 0; repeat < 100; repeat += 1) perStatement[index].push(await runSearch(db, [statement]));
  }
  const counts = [...new Set(searches.map((statements) => statements.length))].join('/');
  const shape = searches[0].map((statement, index) => `${statement.sql.replace(/\s+/g, ' ').slice(0, 48)}… median ${ms(median(perStatement[index]))}, p99 ${ms(percentile(perStatement[index], 99))}`).join('; ');
  return [
    {
      measure: `nearby search SQL p99, ${shopsLabel} shops`,
      figure: minMedian(p99s, ms),
      goal: '≤ 5 ms (at 1 M)',
      baseline: `SELECT 1: ${minMedian(selectOneP99s, ms)}`,
      met: median(p99s) <= 5,
      detail: `the ${counts} statements one search runs (captured on the wire from the built server, ${POINTS} points), back to back on one connection, ${EXECUTIONS_PER_RUN} searches per run; alone: ${shape}`,
    },
  ];
}

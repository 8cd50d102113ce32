// `node lighthouse-only.mjs [--runs 3]`: the Lighthouse measures alone (lighthouse.mjs), against the built apps
// (build first: `pnpm turbo run build`). Starts the built server with the bench's settings on a throwaway DATA_DIR
// with the embedded database (seeded at its first start) on ports 18900/18901, prints the rows as a table with each
// page's top 3 Lighthouse findings, and stops it. `--consumer-url URL --business-url URL` measure apps already
// running instead (their server must have the SMS outbox and the sandbox payment, as `npm start` has).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureLighthouse } from './lighthouse.mjs';
import { startServer, stopServer } from './lib/server-process.mjs';
import { formatDetails, formatTable } from './lib/table.mjs';

/** This runner's ports: 18900 (consumer) and 18901 (business), moved by BENCH_PORT_OFFSET. */
const CONSUMER_PORT = 18_900 + Number(process.env.BENCH_PORT_OFFSET ?? 0);

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'consumer-url': { type: 'string' }, 'business-url': { type: 'string' } } });
const log = (text) => process.stderr.write(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${text}\n`);

const dataDir = options['consumer-url'] ? null : mkdtempSync(join(tmpdir(), 'luggage-lighthouse-'));
let server;
try {
  if (dataDir) {
    log(`starting the built server on ${CONSUMER_PORT}/${CONSUMER_PORT + 1}`);
    server = await startServer({ consumerPort: CONSUMER_PORT, dataDir });
  }
  const findings = {};
  const rows = await measureLighthouse({
    consumerUrl: options['consumer-url'] ?? `${server.origin}/`,
    businessUrl: options['business-url'] ?? `http://127.0.0.1:${CONSUMER_PORT + 1}/`,
    runs: Number(options.runs),
    findings,
    log,
  });
  const top = Object.entries(findings).map(([page, lines]) => `${page}:\n${lines.map((line) => `  - ${line}`).join('\n')}`);
  process.stdout.write(`\n${formatTable(rows)}\n\n${formatDetails(rows)}\n\nTop Lighthouse findings (median run):\n${top.join('\n')}\n`);
} finally {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

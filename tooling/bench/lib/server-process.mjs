// The built server (apps/server/dist/main.js) as a child process: started with the bench's settings, stopped, measured.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const serverMain = join(repoRoot, 'apps/server/dist/main.js');

/**
 * The settings of every bench server: production mode as deployed (no response validation, no API docs) with
 * the local stand-ins allowed (ALLOW_DEMO), logs at error level, behind a proxy on the same host as deployed
 * (TRUST_PROXY loopback: the bench's clients say their phone's address in X-Forwarded-For), and the per-address
 * and per-traveller limits lifted: a handful of travellers book thousands of times.
 */
const BENCH_ENV = {
  NODE_ENV: 'production',
  ALLOW_DEMO: 'true',
  HOST: '127.0.0.1',
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'error',
  LOG_FORMAT: 'json',
  PAY_PROVIDER: 'sandbox',
  SMS_PROVIDER: 'outbox',
  RATE_LIMIT_WRITES_PER_USER: '1000000',
  RATE_LIMIT_WRITES_PER_ADDRESS: '1000000',
  RATE_LIMIT_CHECKOUTS_PER_USER: '1000000',
  RATE_LIMIT_CHECKOUTS_PER_ADDRESS: '1000000',
  RATE_LIMIT_ADD_ORDERS_PER_USER: '1000000',
  RATE_LIMIT_ADD_ORDERS_PER_ADDRESS: '1000000',
  UNPAID_ORDERS_PER_TRAVELLER: '1000',
  UNPAID_ORDERS_PER_DEVICE: '1000',
};

/**
 * Spawns the server on `consumerPort` (business: + 1) with DATA_DIR `dataDir` and, when `databaseUrl` is set, on
 * that Postgres (else the embedded PGlite in DATA_DIR). Answers at once (`spawnedAt`, performance.now() just before
 * the spawn); `ready` resolves when the server prints that it is ready and rejects when it exits first.
 */
export function spawnServer({ consumerPort, dataDir, databaseUrl }) {
  const env = { ...process.env, ...BENCH_ENV, DATA_DIR: dataDir, PORT_CONSUMER: String(consumerPort), PORT_BUSINESS: String(consumerPort + 1) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [serverMain], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = { child, port: consumerPort, origin: `http://127.0.0.1:${consumerPort}`, spawnedAt, exited: null, stderr: '' };
  child.stderr.on('data', (chunk) => {
    server.stderr = (server.stderr + chunk).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  server.ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out = (out + chunk).slice(-4000);
      if (out.includes('Luggage storage is ready')) resolve(server);
    });
    child.on('exit', () => reject(new Error(`the server on port ${consumerPort} exited before it was ready:\n${server.stderr}`)));
  });
  return server;
}

/** Spawns the server and waits until it is ready. */
export async function startServer(options) {
  return spawnServer(options).ready;
}

/** Stops the server (SIGTERM) and waits for its process to end. */
export function stopServer(server) {
  return new Promise((resolve) => {
    if (server.exited !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** Parent pid of every process now running. */
function parentPids() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  return parents;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, in ms) process `pid` has used so far: unlike wall time, it hardly moves when other
 * jobs share the cores.
 */
export function cpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name: state is field 3, utime field 14, stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory (VmRSS) of process `pid` and all its descendants, in bytes. */
export function residentBytes(pid) {
  const parents = parentPids();
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  }
  let bytes = 0;
  for (const member of tree) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${member}/status`, 'utf8'));
      if (match) bytes += Number(match[1]) * 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return bytes;
}

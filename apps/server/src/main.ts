import { join } from 'node:path';
import { createDevClock } from './config/dev-clock';
import { ConfigError, loadConfig, type ServerConfig } from './config/load-config';
import { createServerMetrics } from './metrics/server-metrics';
import { createServer } from './create-server';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { demoAccountsRefusal } from './db/seed/demo-accounts-refusal';
import { holdEventLoop } from './hold-event-loop';
import { serverPaths } from './paths';
import { createPaymentProvider } from './services/payment/create-payment-provider';
import { settleOwedRefunds } from './services/payment/settle-owed-refunds';
import { runPeriodically } from './services/periodic/run-periodically';
import { releaseDueRewards } from './services/rewards/release-due-rewards';
import { removeUnattachedPhotos } from './services/business/counter/remove-unattached-photos';
import { removeExpiredRateLimitWindows } from './services/rate-limit/remove-expired-rate-limit-windows';
import { deleteOldClientLogs } from './services/client-log/delete-old-client-logs';
import { createPayoutProvider } from './services/payout/create-payout-provider';
import { settleProcessingWithdrawals } from './services/withdrawal/settle-processing-withdrawals';

/** How often due refunds still owed are claimed and asked of the payment provider again (each has its own backoff). */
const REFUND_RETRY_MS = 60_000;

/** How often rewards whose pending days are over move to their promoters' wallets (reading them does it at once). */
const REWARD_RELEASE_MS = 10 * 60_000;
/** How often processing withdrawals are asked about at the payout provider (reading one's list does it at once). */
const WITHDRAWAL_SETTLE_MS = 60_000;
/**
 * How often luggage photos no order took within a day, rate-limit windows that are over and client log entries
 * past their 14 days are deleted.
 */
const CLEAN_UP_MS = 10 * 60_000;

/** The address to print: a wildcard host is reachable as localhost. */
const shownHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host);

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env, process.stdout.isTTY === true);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Starts the product: one database (PGlite in DATA_DIR/pglite, or DATABASE_URL) shared by two servers,
 * the consumer app with the API on PORT_CONSUMER and the business app with the API on PORT_BUSINESS.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // Until the servers listen, nothing else keeps the event loop alive (see holdEventLoop).
  const releaseEventLoop = holdEventLoop();
  // Until the servers' logger exists, a lost connection is reported on stderr; the pool replaces it either way.
  let reportLostConnection: (error: Error) => void = (error) => process.stderr.write(`a database connection was lost: ${error.message}\n`);
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') }, (error) => reportLostConnection(error));
  // Demo staff phones get a business login only where their codes stay on this machine.
  await prepareDatabase(database, serverPaths.seedData, { demoStaff: config.sms.provider === 'outbox' });
  // In production, demo staff left from an earlier outbox start are refused like the demo settings.
  const demoAccounts = await demoAccountsRefusal(database.db, config.demoMode);
  if (demoAccounts !== null) {
    process.stderr.write(`${demoAccounts}\n`);
    await database.close();
    process.exit(1);
  }
  const logger = {
    level: config.logLevel,
    ...(config.logFormat === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
  // DEV_CLOCK=true: one movable clock for both servers and the periodic work.
  const devClock = config.devClock ? createDevClock() : undefined;
  const clock = devClock?.now ?? Date.now;
  // One payment provider for both servers and the refund retries (the sandbox keeps its trades in the database).
  const payments = createPaymentProvider({ pay: config.pay, fetch, clock, db: database.db });
  // One registry for the process: either port's /metrics shows both servers' requests and the business counters.
  const metrics = createServerMetrics(true, database);
  const servers = ([
    { name: 'consumer', port: config.consumerPort, appDir: config.consumerDist },
    { name: 'business', port: config.businessPort, appDir: config.businessDist },
  ] as const).map((server) => ({
    ...server,
    app: createServer({ db: database, config, payments: () => payments, metrics, clock, devClock, appDir: server.appDir, appKind: server.name, logger: { ...logger, name: server.name } }),
  }));
  for (const server of servers) await server.app.listen({ host: config.host, port: server.port });
  const log = servers[0]?.app.log;
  if (!log) throw new Error('no server was started');
  reportLostConnection = (error) => log.warn({ err: error }, 'a database connection was lost');
  releaseEventLoop();
  if (config.pay.provider === 'sandbox') {
    log.warn('payments go through the local sandbox, whose sheet lets any logged-in traveller mark an order paid: set PAY_PROVIDER=wechat for real payments');
  }
  const payouts = createPayoutProvider(config.payout, { clock, fetch, pay: config.pay });
  // Every job is safe with several server processes on one database; runPeriodically keeps one run at a time per process.
  const stopJobs = [
    // Refunds the provider did not take at once are claimed (FOR UPDATE SKIP LOCKED) and asked again with backoff.
    runPeriodically({ name: 'settling owed refunds', everyMs: REFUND_RETRY_MS, run: () => settleOwedRefunds({ db: database.db, clock, payments, log, metrics: metrics.business }) }, log),
    // Rewards whose pending days are over enter the wallets even when nobody reads them.
    runPeriodically({ name: 'releasing due rewards', everyMs: REWARD_RELEASE_MS, run: () => releaseDueRewards({ db: database.db, clock }) }, log),
    // Withdrawals the payout provider has finished are settled even when nobody reads them.
    runPeriodically({ name: 'settling withdrawals', everyMs: WITHDRAWAL_SETTLE_MS, run: () => settleProcessingWithdrawals({ db: database.db, clock, payouts }) }, log),
    // Each clean-up is one DELETE, so several server processes may run it at the same time.
    runPeriodically({
      name: 'removing unattached luggage photos',
      everyMs: CLEAN_UP_MS,
      run: async () => {
        const names = await removeUnattachedPhotos(database.db, clock());
        if (names.length > 0) log.info({ count: names.length }, 'removed luggage photos no order took within a day');
      },
    }, log),
    runPeriodically({ name: 'removing rate-limit windows', everyMs: CLEAN_UP_MS, run: () => removeExpiredRateLimitWindows(database.db, clock()) }, log),
    runPeriodically({ name: 'deleting old client log entries', everyMs: CLEAN_UP_MS, run: () => deleteOldClientLogs(database.db, clock()) }, log),
  ];

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal }, 'shutting down');
    await Promise.all(servers.map((server) => server.app.close()));
    await Promise.all(stopJobs.map((stopJob) => stopJob()));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  const urls = servers.map((server) => `${server.name} http://${shownHost(config.host)}:${server.port}/`).join('  ');
  process.stdout.write(`Luggage storage is ready: ${urls}  (database: ${database.kind})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

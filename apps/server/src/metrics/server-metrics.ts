import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OpenDatabase } from '../db/open-database';
import type { BusinessMetrics } from './business-metrics';
import { registerDatabaseMetrics } from './database-metrics';

/** One server's Prometheus metrics: its own registry (two servers in one process do not mix), the HTTP histogram and the business counters. */
export interface ServerMetrics {
  readonly registry: Registry;
  /** Seconds per request, labelled by method, route pattern (never the raw URL) and status code. */
  readonly httpRequestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  readonly business: BusinessMetrics;
}

/** Latency buckets in seconds: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A fresh registry with the process's default metrics (CPU, memory, event-loop lag; `withDefaults`), the
 * request histogram `http_request_duration_seconds` (its `_count` is the request rate) and the counters
 * `orders_booked_total`, `payments_succeeded_total`, `refunds_owed_total`, `refunds_started_total`, `refund_retries_total`; with `database`, its gauges
 * (registerDatabaseMetrics: pool connections, refunds owed).
 */
export function createServerMetrics(withDefaults = true, database?: Pick<OpenDatabase, 'db' | 'poolStats'>): ServerMetrics {
  const registry = new Registry();
  if (withDefaults) collectDefaultMetrics({ register: registry });
  if (database) registerDatabaseMetrics(registry, database);
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
  const ordersBooked = counter('orders_booked_total', 'Orders booked (add order).');
  const paymentsSucceeded = counter('payments_succeeded_total', 'Payments confirmed.');
  const refundsOwed = counter('refunds_owed_total', 'Refunds recorded as owed.');
  const refundsStarted = counter('refunds_started_total', 'Refunds started with the payment provider.');
  const refundsRetried = counter('refund_retries_total', 'Refunds still owed that the retry job asked the payment provider about again.');
  return {
    registry,
    httpRequestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code, in seconds.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    business: {
      orderBooked: () => ordersBooked.inc(),
      paymentSucceeded: () => paymentsSucceeded.inc(),
      refundOwed: () => refundsOwed.inc(),
      refundStarted: () => refundsStarted.inc(),
      refundRetried: () => refundsRetried.inc(),
    },
  };
}

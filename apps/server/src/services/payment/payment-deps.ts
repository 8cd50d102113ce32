import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { BusinessMetrics } from '../../metrics/business-metrics';
import type { PaymentProvider } from './payment-provider';

/** Where payment services write their one line per event (the server's logger). */
export interface PaymentLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What the payment services need. */
export interface PaymentDeps {
  db: Kysely<DatabaseSchema>;
  /** ms since epoch. */
  clock: () => number;
  payments: PaymentProvider;
  log: PaymentLog;
  /** Counts payments succeeded and refunds started or owed; absent → counted nowhere. */
  metrics?: BusinessMetrics;
}

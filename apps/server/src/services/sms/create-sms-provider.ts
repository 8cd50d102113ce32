import type { Kysely } from 'kysely';
import type { SmsConfig } from '../../config/load-config';
import type { DatabaseSchema } from '../../db/database-schema';
import { createOutboxSmsProvider } from './outbox/outbox-sms-provider';
import type { SmsLog, SmsProvider } from './sms-provider';
import { createTencentSmsProvider } from './tencent/tencent-sms-provider';

/** What the provider choice depends on. */
export interface SmsProviderDeps {
  db: Kysely<DatabaseSchema>;
  /** SMS_PROVIDER and its settings; absent → the outbox. */
  sms?: SmsConfig;
  /** The HTTP client of the real provider (tests pass a fake one). */
  fetch: typeof fetch;
  clock: () => number;
  log: SmsLog;
}

/** Tencent Cloud SMS when configured, otherwise the local outbox. */
export function createSmsProvider(deps: SmsProviderDeps): SmsProvider {
  if (deps.sms?.provider === 'tencent') {
    const { provider: _provider, ...account } = deps.sms;
    return createTencentSmsProvider({ account, fetch: deps.fetch, clock: deps.clock, log: deps.log });
  }
  return createOutboxSmsProvider({ db: deps.db, clock: deps.clock, log: deps.log });
}

import type { Kysely } from 'kysely';
import type { IdentityCheckConfig } from '../../config/load-config';
import type { DatabaseSchema } from '../../db/database-schema';
import { localIdentityCheck } from './identity-check-provider';
import { idNumberVault } from './id-number-vault';
import { tencentIdentityCheck } from './tencent/tencent-identity-check';
import type { IdentityServices } from './verify-identity';

/** Tencent Cloud FaceID when IDENTITY_PROVIDER is tencent, otherwise the local check; the vault with the configured key or the server secret. */
export function createIdentityServices(deps: {
  db: Kysely<DatabaseSchema>;
  /** IDENTITY_PROVIDER and its settings; absent → the local check. */
  identityCheck?: IdentityCheckConfig;
  /** IDENTITY_ENCRYPTION_KEY; absent or null → made from the server secret. */
  encryptionKey?: Buffer | null;
  fetch: typeof fetch;
  clock: () => number;
}): IdentityServices {
  const config = deps.identityCheck;
  return {
    check: config?.provider === 'tencent' ? tencentIdentityCheck({ account: config, fetch: deps.fetch, clock: deps.clock }) : localIdentityCheck,
    vault: idNumberVault(deps.db, deps.encryptionKey ?? null),
  };
}

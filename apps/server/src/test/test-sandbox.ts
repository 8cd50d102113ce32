import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from '../services/payment/sandbox/sandbox-payment-provider';

/**
 * The sandbox payment provider of a test app, for a test file that names it before the app (and so its
 * database) exists: hand `payments` to createTestApp's (or useTravellersTestApp's) deps; once the app is made,
 * `provider` is the sandbox the server uses, on the app's database, to pay its sheet or sign notifications.
 */
export function createTestSandbox(deps: { secret: string; clock: () => number }) {
  let made: SandboxPaymentProvider | undefined;
  return {
    /** The server's payment provider factory: makes (and keeps) the sandbox on the server's database. */
    payments: (db: Kysely<DatabaseSchema>): SandboxPaymentProvider => {
      made = createSandboxPaymentProvider({ ...deps, db });
      return made;
    },
    /** The sandbox the test app was made with. */
    get provider(): SandboxPaymentProvider {
      if (!made) throw new Error('createTestSandbox: the provider exists only once the test app has been made');
      return made;
    },
  };
}

import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * WeChat's transfer to balance waits for the traveller to accept it in WeChat (WAIT_USER_CONFIRM): the
 * bill's package_info, which the app passes to wx.requestMerchantTransfer, is kept with the withdrawal
 * while it is processing (null for the sandbox and once WeChat no longer waits).
 */
export const withdrawalConfirmationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE withdrawal ADD COLUMN transfer_package text CHECK (length(transfer_package) BETWEEN 1 AND 1000)`.execute(db);
  },
};

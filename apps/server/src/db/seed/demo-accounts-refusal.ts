import type { Kysely } from 'kysely';
import type { DemoSettingsMode } from '../../config/demo-settings-in-production';
import type { DatabaseSchema } from '../database-schema';
import { DEMO_STAFF_PHONES } from './seed-business-accounts';

/**
 * The production rule on demo accounts: with NODE_ENV=production and without ALLOW_DEMO=true, a database whose
 * demo staff phones (seeded while codes went to the SMS outbox) still hold a shop role is refused, since with a
 * real SMS provider whoever owns those phones could sign in to the business app. Returns the start-up error's
 * text naming the phones, or null when the server may start.
 */
export async function demoAccountsRefusal(db: Kysely<DatabaseSchema>, mode: DemoSettingsMode): Promise<string | null> {
  if (!mode.isProduction || mode.allowDemo) return null;
  const rows = await db
    .selectFrom('store_staff')
    .innerJoin('app_user', 'app_user.id', 'store_staff.user_id')
    .select('app_user.phone')
    .distinct()
    .where('app_user.country', '=', '86')
    .where('app_user.phone', 'in', [...DEMO_STAFF_PHONES])
    .orderBy('app_user.phone')
    .execute();
  if (rows.length === 0) return null;
  const phones = rows.map((row) => `+86 ${row.phone}`).join(', ');
  return (
    `Refusing to start with NODE_ENV=production: the demo staff accounts ${phones} hold shop roles (store_staff), ` +
    'and whoever owns those phones could sign in to the business app.\nDelete their store_staff rows, or set ALLOW_DEMO=true to run a demo in production.'
  );
}

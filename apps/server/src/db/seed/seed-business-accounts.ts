import type { StaffRole } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database-schema';

/**
 * The demo staff accounts (country 86) of `npm start` and the browser tests, by their place among the
 * shops on sale ordered by id: 13900000000 owns the first two, 13900000001 is staff of the first,
 * 13900000002 owns the third. They sign in like anyone else, with a business code from the SMS outbox.
 */
const DEMO_STAFF: readonly { phone: string; shop: number; role: StaffRole }[] = [
  { phone: '13900000000', shop: 0, role: 'owner' },
  { phone: '13900000000', shop: 1, role: 'owner' },
  { phone: '13900000001', shop: 0, role: 'staff' },
  { phone: '13900000002', shop: 2, role: 'owner' },
];

/** The phones (country 86) of the demo staff accounts. */
export const DEMO_STAFF_PHONES: readonly string[] = [...new Set(DEMO_STAFF.map((demo) => demo.phone))];

/**
 * Creates the demo staff accounts and their roles where missing (an existing account of a demo phone is
 * reused, a role already there is left as it is), dated `now` (ms). Runs inside the seed's transaction;
 * shops that do not exist (fewer than three on sale) get no demo staff. Returns the roles added.
 */
export async function seedBusinessAccounts(trx: Kysely<DatabaseSchema>, now: number): Promise<number> {
  const shops = await trx.selectFrom('store').select('id').where('removed_at', 'is', null).orderBy('id').limit(3).execute();
  const roles = DEMO_STAFF.flatMap((demo) => {
    const shop = shops[demo.shop];
    return shop ? [{ ...demo, storeId: shop.id }] : [];
  });
  if (roles.length === 0) return 0;
  const phones = [...new Set(roles.map((role) => role.phone))];
  // The no-op update makes RETURNING give the id of an existing account too.
  const users = await trx
    .insertInto('app_user')
    .values(phones.map((phone) => ({ country: '86', phone, created_at: new Date(now) })))
    .onConflict((conflict) => conflict.columns(['country', 'phone']).doUpdateSet({ phone: (eb) => eb.ref('excluded.phone') }))
    .returning(['id', 'phone'])
    .execute();
  const idOf = new Map(users.map((user) => [user.phone, user.id]));
  const added = await trx
    .insertInto('store_staff')
    .values(roles.map((role) => ({ store_id: role.storeId, user_id: idOf.get(role.phone) ?? '', role: role.role, created_at: new Date(now) })))
    .onConflict((conflict) => conflict.columns(['store_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return added.length;
}

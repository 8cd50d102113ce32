import type { addOrderEndpoint, AddOrderResponse, EndpointParams } from '@luggage/api/contract';
import { storageDaysRefusals } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { hashSessionToken } from '../auth/hash-session-token';
import { insertPricedOrder } from './insert-priced-order';
import { pricedCartSchema } from './priced-cart';
import { refuse } from './refusal-failure';
import { requireShopOnSale } from '../store/require-shop-on-sale';

/**
 * Booking step two for `userId` at `clock()`: in one transaction, uses up the caller's addOrderToken with a
 * conditional UPDATE (of racing calls with one token exactly one gets the row), checks that the shop still
 * takes bookings, creates the unpaid order of
 * its priced cart, holding its units until the token's expiry, and reserves them for every day (see
 * reserveInventory); any refusal rolls all of it back. Another user's token is refused like an unknown one.
 * `delay` 1 (extending a stored order) is refused until extensions exist.
 */
export async function addOrder(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  userId: string,
  input: EndpointParams<typeof addOrderEndpoint>,
): Promise<AddOrderResponse> {
  if (input.delay === 1) throw new ApiFailure('orderExtensionUnavailable');
  const now = deps.clock();
  const tokenHash = hashSessionToken(input.addOrderToken);
  return deps.db.transaction().execute(async (trx) => {
    const token = await trx
      .updateTable('checkout_token')
      .set({ used_at: new Date(now) })
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .returning(['store_id', 'cart', 'expires_at'])
      .executeTakeFirst();
    if (!token) throw await tokenRefusal(trx, tokenHash, userId);
    const store = await requireShopOnSale(trx, token.store_id, ['is_support_scheduled']);
    if (!store.is_support_scheduled) throw new ApiFailure('bookingNotSupported');

    const cart = pricedCartSchema.parse(token.cart);
    // A token from before midnight (Shanghai) may still be valid after it: the first day must not have passed.
    refuse(storageDaysRefusals(cart, now)[0]);
    const orderId = await insertPricedOrder(
      trx,
      { storeId: token.store_id, cart, now },
      { user_id: userId, order_from: input.order_from, pay_before: token.expires_at },
    );
    await trx.updateTable('checkout_token').set({ order_id: orderId }).where('token_hash', '=', tokenHash).execute();
    return { orderId, payAmount: cart.payAmount, payBefore: token.expires_at.toISOString() };
  });
}

/** Why the token was not taken: unknown or another user's (the same answer for both), used, or expired. */
async function tokenRefusal(db: Kysely<DatabaseSchema>, tokenHash: string, userId: string): Promise<ApiFailure> {
  const token = await db
    .selectFrom('checkout_token')
    .select(['used_at'])
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!token) return new ApiFailure('orderTokenInvalid');
  return new ApiFailure(token.used_at ? 'orderTokenUsed' : 'orderTokenExpired');
}

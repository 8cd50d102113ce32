import { CALL_BINDINGS_PER_DAY, type CallBindResponse, type callBindEndpoint, type EndpointParams } from '@luggage/api/contract';
import { callBindingEnd, orderStatusAt, voucherState } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import type { PrivacyNumberProvider } from './privacy-number-provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What bindCall needs: the database, the clock and the privacy-number provider. */
export interface BindCallDeps {
  db: Kysely<DatabaseSchema>;
  clock: () => number;
  privacyNumbers: PrivacyNumberProvider;
}

/**
 * call_bind for `userId` (rules in the contract, callBindEndpoint): in one transaction on the locked order,
 * answers the binding of this order and phone still running, or checks the order (the caller's, active),
 * the shop's phone and the traveller's daily limit, asks the provider for a number and stores the binding.
 */
export async function bindCall(deps: BindCallDeps, userId: string, input: EndpointParams<typeof callBindEndpoint>): Promise<CallBindResponse> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('user_order')
      .select(['status', 'store_status', 'pay_before', 'end_date', 'store_id'])
      .where('id', '=', input.orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure('orderNotFound');
    const state = voucherState({ status: orderStatusAt({ status: order.status, payBefore: order.pay_before }, now), storeStatus: order.store_status });
    if (state !== 'live' && state !== 'stored') throw new ApiFailure('callOrderInactive');

    const running = await trx
      .selectFrom('privacy_binding')
      .select(['virtual_number', 'expires_at'])
      .where('order_id', '=', input.orderId)
      .where('phone_a', '=', input.phone)
      .where('expires_at', '>', new Date(now))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (running) return { virtualNumber: running.virtual_number, expiresAt: running.expires_at.toISOString() };

    const shop = await trx.selectFrom('store').select('phone').where('id', '=', order.store_id).executeTakeFirstOrThrow();
    if (!shop.phone) throw new ApiFailure('callShopNoPhone');
    const recent = await trx
      .selectFrom('privacy_binding')
      .select((select) => select.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(now - DAY_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= CALL_BINDINGS_PER_DAY) throw new ApiFailure('callBindLimit', 200, { limit: String(CALL_BINDINGS_PER_DAY) });

    const expiresAt = new Date(callBindingEnd(order.end_date, now));
    const binding = await deps.privacyNumbers.bind(trx, { phoneA: input.phone, phoneB: shop.phone, expiresAt }, now).catch((error: unknown) => {
      throw ApiFailure.unavailable('callNumbersUnavailable', error instanceof Error ? error.message : String(error));
    });
    if (!binding) throw new ApiFailure('callNumbersUnavailable');
    await trx
      .insertInto('privacy_binding')
      .values({
        order_id: input.orderId,
        user_id: userId,
        phone_a: input.phone,
        phone_b: shop.phone,
        virtual_number: binding.virtualNumber,
        provider: deps.privacyNumbers.name,
        provider_binding_id: binding.providerBindingId,
        expires_at: expiresAt,
        created_at: new Date(now),
      })
      .execute();
    return { virtualNumber: binding.virtualNumber, expiresAt: expiresAt.toISOString() };
  });
}

import type { Reward } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { maskTravellerPhone } from '../business/to-business-order';

/** The rewards of promoter `promoterUserId` with their friends' phones, as {@link toReward} reads them. */
export function selectRewards(db: Kysely<DatabaseSchema>, promoterUserId: string) {
  return db
    .selectFrom('reward as r')
    .innerJoin('app_user as f', 'f.id', 'r.friend_user_id')
    .select(['r.id', 'r.order_id', 'f.phone', 'r.paid_amount', 'r.amount', 'r.status', 'r.earned_at', 'r.available_at', 'r.released_at', 'r.reversed_at'])
    .where('r.promoter_user_id', '=', promoterUserId);
}

/** A row of {@link selectRewards}. */
export type RewardRow = Awaited<ReturnType<ReturnType<typeof selectRewards>['executeTakeFirstOrThrow']>>;

/** A reward as the contract shows it: the friend's phone with its middle hidden. */
export function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    orderId: row.order_id,
    friendPhone: maskTravellerPhone(row.phone),
    paidAmount: row.paid_amount,
    amount: row.amount,
    status: row.status,
    earnedAt: row.earned_at.toISOString(),
    availableAt: row.available_at.toISOString(),
    reversedAt: row.reversed_at?.toISOString() ?? null,
  };
}

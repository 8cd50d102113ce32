import type { UserCoupon } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectUserCoupons } from './select-user-coupons';
import { toUserCoupons } from './to-user-coupons';

/** The coupon `couponId` of `userId` as the contract sends it at `now` (ms): one just issued, read back. */
export async function readUserCoupon(db: Kysely<DatabaseSchema>, userId: string, couponId: string, now: number): Promise<UserCoupon> {
  const [coupon] = await toUserCoupons(db, [await selectUserCoupons(db, userId).where('c.id', '=', couponId).executeTakeFirstOrThrow()], now);
  if (!coupon) throw new Error(`coupon ${couponId} was issued but not read back`);
  return coupon;
}

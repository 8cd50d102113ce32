import { useAppSelector } from '@luggage/api/store';
import { useSearchParams } from 'react-router';
import { CouponOffer } from '../features/coupons/coupon-offer';
import { useClaimOnArrival } from './use-claim-on-arrival';

/** The largest id the API takes (a positive 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** The coupon of `id=`, or null for none or one that is no positive whole number. */
function idOf(param: string | null): number | null {
  if (param === null || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

/**
 * #/coupon?id=…: an activity's coupon (spec §2), open to guests. A guest's 'log in and claim' comes back
 * with `claim=1`, which claims once and is then dropped from the URL (a reload does not claim again).
 */
export function CouponRoute() {
  const [params] = useSearchParams();
  const isGuest = useAppSelector((state) => state.session.user === null);
  const arrival = useClaimOnArrival();
  const id = idOf(params.get('id'));
  // Another coupon starts afresh: no 'claimed' of the one before.
  return <CouponOffer key={id ?? 'none'} id={id} isGuest={isGuest} {...arrival} />;
}

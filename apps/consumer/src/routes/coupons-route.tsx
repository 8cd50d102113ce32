import { useSearchParams } from 'react-router';
import { ComboShelf } from '../features/combo/combo-shelf';
import { COUPON_STATUS_KEYS, type CouponStatusKey } from '../features/coupons/coupon-status-key';
import { MyCoupons } from '../features/coupons/my-coupons';
import { useNow } from '../shared/dates/use-now';

/** The tab of `status=` (a clientCouponStatus, 0–3); anything else is the unused coupons. */
function statusOf(param: string | null): CouponStatusKey {
  const index = param === null ? 0 : Number(param);
  return COUPON_STATUS_KEYS[Number.isInteger(index) ? index : 0] ?? 'unused';
}

/**
 * #/coupons: my coupons (spec §2), for logged-in travellers (a guest logs in first and returns here), then
 * the combo packages on sale and the way to mine (issue 14: my coupons show my combo packages too). The
 * selected state stays in the URL (`status=0…3`, the clientCouponStatus), without adding history entries.
 */
export function CouponsRoute() {
  const now = useNow();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <MyCoupons
        status={statusOf(params.get('status'))}
        now={now}
        onSelectStatus={(status) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('status', String(COUPON_STATUS_KEYS.indexOf(status)));
              return next;
            },
            { replace: true },
          )
        }
      />
      <ComboShelf />
    </>
  );
}

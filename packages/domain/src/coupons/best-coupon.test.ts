import { describe, expect, it } from 'vitest';
import { couponCart, usableCoupon } from '../test/coupon-factories';
import { bestCoupon } from './best-coupon';
import type { UsableCoupon } from './usable-coupon';

const NOW = '2025-03-15T12:00:00+08:00';
type Named = UsableCoupon & { name: string };
const coupon = (name: string, overrides: Partial<UsableCoupon> = {}): Named => ({ ...usableCoupon(overrides), name });
const fivePercent = { kind: 'percent', percentOff: 5, maxDiscount: 1000 } as const;
const twentyPercent = { kind: 'percent', percentOff: 20, maxDiscount: 1000 } as const;

describe('bestCoupon (a ¥24 booking)', () => {
  it.each<[string, Named[], string | null, number | null]>([
    ['no coupons', [], null, null],
    ['the largest discount: ¥5 off (500) over 20 % (480)', [coupon('20%', { discount: twentyPercent }), coupon('¥5')], '¥5', 500],
    ['the largest discount: ¥5 (500) over 5 % (120)', [coupon('5%', { discount: fivePercent }), coupon('¥5')], '¥5', 500],
    [
      'a tie: the one ending first',
      [coupon('late', { endTime: '2025-04-30T00:00:00+08:00' }), coupon('soon', { endTime: '2025-03-20T00:00:00+08:00' })],
      'soon',
      500,
    ],
    ['a tie ending together: the first listed', [coupon('first'), coupon('second')], 'first', 500],
    [
      'refused coupons are skipped however large',
      [coupon('used', { clientCouponStatus: 2, discount: { kind: 'amount', amountOff: 2000 } }), coupon('other city', { scope: { shops: { kind: 'city', cityId: 2 }, goodsId: null }, discount: { kind: 'amount', amountOff: 2000 } }), coupon('5%', { discount: fivePercent })],
      '5%',
      120,
    ],
    ['a combo item-day (the ¥16 suitcase-day) over ¥5 off', [coupon('¥5'), coupon('item-day', { minSpend: 0, discount: { kind: 'itemDay' } })], 'item-day', 1600],
    ['a combo bag-day (800) over ¥5 off (500)', [coupon('¥5'), coupon('bag-day', { minSpend: 0, discount: { kind: 'itemDay' }, scope: { shops: { kind: 'all' }, goodsId: 2 } })], 'bag-day', 800],
    ['a combo bag-day refused out of its city gives way to ¥5 off', [coupon('bag-day', { minSpend: 0, discount: { kind: 'itemDay' }, scope: { shops: { kind: 'city', cityId: 2 }, goodsId: 2 } }), coupon('¥5')], '¥5', 500],
    ['all refused', [coupon('expired', { clientCouponStatus: 3 }), coupon('not yet', { startTime: '2025-03-20T00:00:00+08:00' })], null, null],
  ])('%s', (_, coupons, name, discount) => {
    const chosen = bestCoupon(coupons, couponCart(), NOW);
    expect(chosen && { name: chosen.coupon.name, discount: chosen.discount }).toEqual(name === null ? null : { name, discount });
  });
});

import type { Combo, ComboOrder } from '../contract/entities/combo';

/**
 * A combo package for tests and stories: combo 1, '5 bag-days in Shanghai' for ¥40, five bag item-day
 * coupons at the Shanghai shops, valid 30 days from the payment. Each call returns a new object.
 */
export function buildCombo(overrides: Partial<Combo> = {}): Combo {
  return {
    id: 1,
    name: '上海5天小件寄存套餐',
    nameEn: '5 bag-days in Shanghai',
    price: 4000,
    couponCount: 5,
    validDays: 30,
    coupon: {
      name: '上海5天小件寄存套餐',
      nameEn: '5 bag-days in Shanghai',
      discount: { kind: 'itemDay' },
      minSpend: 0,
      scope: { shops: { kind: 'city', cityId: 1, cityName: '上海', cityEn: 'shanghai' }, goodsId: 2 },
    },
    ...overrides,
  };
}

/**
 * A paid combo order of {@link buildCombo} for tests and stories: order 7, paid at 10:00 on 23 Nov 2026 in
 * Shanghai, its coupons 101–105 valid to the end of 23 Dec 2026, one used (4 of 5 left), 30 days left and
 * ¥32 refundable at that moment. Pass only what the case is about; the derived fields (remain, total,
 * refundQuote…) are not recomputed from overrides. Each call returns a new object.
 */
export function buildComboOrder(overrides: Partial<ComboOrder> = {}): ComboOrder {
  return {
    id: '7',
    status: 'paid',
    combo: { ...buildCombo(), couponId: '101,102,103,104,105' },
    coupon: ['101-2', '102-0', '103-0', '104-0', '105-0'],
    price: 4000,
    createdAt: '2026-11-23T01:58:00.000Z',
    payBefore: '2026-11-23T02:13:00.000Z',
    paidAt: '2026-11-23T02:00:00.000Z',
    start_time: '2026-11-23T02:00:00.000Z',
    end_time: '2026-12-23T15:59:59.000Z',
    remain: 4,
    total: 5,
    day: 30,
    expire: 30,
    end_day: '2026-12-23',
    refundQuote: { amount: 3200, unused: 4, total: 5 },
    refundRefusal: null,
    refundAmount: null,
    ...overrides,
  };
}

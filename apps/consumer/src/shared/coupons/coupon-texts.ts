import type { CouponScope } from '@luggage/api/contract';
import { formatDate, shanghaiToday } from '@luggage/domain/dates';
import type { CouponDiscount } from '@luggage/domain/coupons';
import { formatYuanShort } from '@luggage/domain/money';
import { GOODS, shopDisplayName } from '@luggage/domain/shops';
import type { TFunction } from 'i18next';
import { cityDisplayName } from '../map-home/city-display-name';

/** How many listed shops a card names before 'and 2 more'. */
const SHOPS_NAMED = 2;

/** The Chinese way of writing a percent off: 20 % off is 8折, 15 % off 8.5折. */
const zheOf = (percentOff: number) => String((100 - percentOff) / 10);

/**
 * What a coupon takes off, as a card shows it: the figure in big type ('¥5', '20%' / '8折', '1 day' / '1天'),
 * a small word after it, and the phrase a screen reader reads.
 */
export function discountTexts(discount: CouponDiscount, t: TFunction): { big: string; small: string; spoken: string } {
  if (discount.kind === 'amount') {
    const amount = formatYuanShort(discount.amountOff);
    return { big: t('couponTerms:amountBig', { amount }), small: t('couponTerms:amountSmall'), spoken: t('couponTerms:amountOff', { amount }) };
  }
  if (discount.kind === 'itemDay') return { big: t('couponTerms:itemDayBig'), small: t('couponTerms:itemDaySmall'), spoken: t('couponTerms:itemDayOff') };
  const values = { percent: discount.percentOff, discount: zheOf(discount.percentOff) };
  return { big: t('couponTerms:percentBig', values), small: t('couponTerms:percentSmall'), spoken: t('couponTerms:percentOff', values) };
}

/** A coupon's name in the app's language: the English one in English, else the Chinese one. */
export function couponName(terms: { name: string; nameEn: string }, language: string): string {
  return language.startsWith('en') ? terms.nameEn : terms.name;
}

/** The spend rule: 'from ¥10' or 'no minimum', and for a percent coupon its cap ('up to ¥10'). */
export function ruleTexts(terms: { discount: CouponDiscount; minSpend: number }, t: TFunction): string[] {
  const minimum = terms.minSpend > 0 ? t('couponTerms:minSpend', { amount: formatYuanShort(terms.minSpend) }) : t('couponTerms:noMinimum');
  return terms.discount.kind === 'percent' ? [minimum, t('couponTerms:cap', { amount: formatYuanShort(terms.discount.maxDiscount) })] : [minimum];
}

/** Where a coupon is good: 'all shops', 'Shanghai shops' or the listed shops' names, then 'suitcases only' / 'bags only' when it is for one kind. */
export function scopeText(scope: CouponScope, t: TFunction, language: string): string {
  return scopeParts(scope, t, language).join(t('couponTerms:shopSeparator'));
}

function scopeParts(scope: CouponScope, t: TFunction, language: string): string[] {
  const { shops } = scope;
  let where: string;
  if (shops.kind === 'all') where = t('couponTerms:allShops');
  else if (shops.kind === 'city') where = t('couponTerms:cityShops', { city: cityDisplayName({ name: shops.cityName, en: shops.cityEn }, language) });
  else {
    const names = shops.shops.map((shop) => shopDisplayName(shop, language));
    const named = names.slice(0, SHOPS_NAMED).join(t('couponTerms:shopSeparator'));
    const more = names.length - SHOPS_NAMED;
    where = more > 0 ? t('couponTerms:moreShops', { shops: named, count: more, total: names.length }) : named;
  }
  if (scope.goodsId === GOODS.suitcase) return [where, t('couponTerms:suitcasesOnly')];
  if (scope.goodsId === GOODS.bag) return [where, t('couponTerms:bagsOnly')];
  return [where];
}

/** The validity of a coupon held: 'valid until 23 Dec 2026', or 'valid 1 Dec 2026 to 31 Dec 2026' while it has not started at `now`. */
export function validityText(coupon: { startTime: string; lastDay: string }, now: number, t: TFunction, language: string): string {
  const end = formatDate(coupon.lastDay, language);
  const firstDay = shanghaiToday(coupon.startTime);
  if (Date.parse(coupon.startTime) > now) return t('couponTerms:validFromTo', { start: formatDate(firstDay, language), end });
  return t('couponTerms:validUntil', { date: end });
}

/** Spec §9 remaining days as a card says them: 'ends today' on the last day, else '3 days left'. */
export function remainingDaysText(remainingDays: number, t: TFunction): string {
  return remainingDays === 0 ? t('couponTerms:endsToday') : t('couponTerms:daysLeft', { count: remainingDays });
}

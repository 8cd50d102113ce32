import type { CouponCart, CouponCartLine } from './coupon-cart';
import { couponEligibleAmount } from './coupon-eligible-amount';
import type { CouponDiscount, CouponTerms } from './coupon-terms';

/** The fen figures of a discount that must be whole and > 0 (an item-day has none of its own). */
function discountFigures(discount: CouponDiscount): number[] {
  switch (discount.kind) {
    case 'amount':
      return [discount.amountOff];
    case 'percent':
      return [discount.maxDiscount];
    case 'itemDay':
      return [];
  }
}

/** @throws RangeError unless the discount's figures are whole fen > 0 and a percent of 1–99. */
function checkDiscount(discount: CouponDiscount): void {
  const figures = discountFigures(discount);
  if (!figures.every((fen) => Number.isInteger(fen) && fen > 0)) throw new RangeError(`Coupon amounts must be whole fen > 0: ${JSON.stringify(discount)}`);
  if (discount.kind === 'percent' && !(Number.isInteger(discount.percentOff) && discount.percentOff >= 1 && discount.percentOff <= 99)) {
    throw new RangeError(`Coupon percent must be a whole 1–99: ${discount.percentOff}`);
  }
}

/** What `discount` takes off the `eligible` fen of the cart's lines in scope (`lines`), before the cap at `eligible`. */
function discountOff(discount: CouponDiscount, eligible: number, lines: readonly CouponCartLine[]): number {
  switch (discount.kind) {
    case 'amount':
      return discount.amountOff;
    case 'percent':
      return Math.min(Math.floor((eligible * discount.percentOff) / 100), discount.maxDiscount);
    case 'itemDay':
      return Math.max(0, ...lines.map((line) => line.dayPrice));
  }
}

/**
 * The discount (whole fen) a coupon with `terms` gives `cart`: 0 when the cart's shop or goods are out of
 * its scope or the amount it applies to (couponEligibleAmount) is below its minimum spend; otherwise
 * - amount off: `amountOff`, at most the eligible amount;
 * - percent off: `percentOff` % of the eligible amount **rounded down to the fen** (20 % of 1003 fen →
 *   200), at most `maxDiscount`;
 * - item-day: the day price (after the shop's discount) of one item of its goods for one day; when the cart
 *   has lines of several goods in its scope, the dearest (a combo day covers a suitcase-day as well as a
 *   bag-day when it names no goods). Lines of no item (amount 0) take nothing.
 * Never negative, never more than the eligible amount, so the amount paid never drops below 0. Whether
 * the coupon may be used at all (its status and validity) is couponRefusal's question.
 * @throws RangeError for malformed terms (amounts not whole fen > 0, percent outside 1–99, min spend < 0)
 *   or a line whose day price is not whole fen ≥ 0.
 */
export function couponDiscount(terms: CouponTerms, cart: CouponCart): number {
  checkDiscount(terms.discount);
  if (!Number.isInteger(terms.minSpend) || terms.minSpend < 0) throw new RangeError(`Minimum spend must be whole fen ≥ 0: ${terms.minSpend}`);
  for (const line of cart.lines) {
    if (!Number.isInteger(line.dayPrice) || line.dayPrice < 0) throw new RangeError(`Day price must be whole fen ≥ 0: ${line.dayPrice}`);
  }
  const eligible = couponEligibleAmount(terms.scope, cart);
  if (eligible === 0 || eligible < terms.minSpend) return 0;
  const lines = cart.lines.filter((line) => line.amount > 0 && (terms.scope.goodsId === null || line.goodsId === terms.scope.goodsId));
  return Math.min(discountOff(terms.discount, eligible, lines), eligible);
}

import type { CouponCart } from './coupon-cart';
import { couponEligibleAmount } from './coupon-eligible-amount';
import type { CouponDiscount, CouponTerms } from './coupon-terms';

/** @throws RangeError unless the discount's figures are whole fen > 0 and a percent of 1–99. */
function checkDiscount(discount: CouponDiscount): void {
  const figures = discount.kind === 'amount' ? [discount.amountOff] : [discount.maxDiscount];
  if (!figures.every((fen) => Number.isInteger(fen) && fen > 0)) throw new RangeError(`Coupon amounts must be whole fen > 0: ${JSON.stringify(discount)}`);
  if (discount.kind === 'percent' && !(Number.isInteger(discount.percentOff) && discount.percentOff >= 1 && discount.percentOff <= 99)) {
    throw new RangeError(`Coupon percent must be a whole 1–99: ${discount.percentOff}`);
  }
}

/**
 * The discount (whole fen) a coupon with `terms` gives `cart`: 0 when the cart's shop or goods are out of
 * its scope or the amount it applies to (couponEligibleAmount) is below its minimum spend; otherwise
 * - amount off: `amountOff`, at most the eligible amount;
 * - percent off: `percentOff` % of the eligible amount **rounded down to the fen** (20 % of 1003 fen →
 *   200), at most `maxDiscount`.
 * Never negative, never more than the eligible amount, so the amount paid never drops below 0. Whether
 * the coupon may be used at all (its status and validity) is couponRefusal's question.
 * @throws RangeError for malformed terms (amounts not whole fen > 0, percent outside 1–99, min spend < 0).
 */
export function couponDiscount(terms: CouponTerms, cart: CouponCart): number {
  checkDiscount(terms.discount);
  if (!Number.isInteger(terms.minSpend) || terms.minSpend < 0) throw new RangeError(`Minimum spend must be whole fen ≥ 0: ${terms.minSpend}`);
  const eligible = couponEligibleAmount(terms.scope, cart);
  if (eligible === 0 || eligible < terms.minSpend) return 0;
  const { discount } = terms;
  const off = discount.kind === 'amount' ? discount.amountOff : Math.min(Math.floor((eligible * discount.percentOff) / 100), discount.maxDiscount);
  return Math.min(off, eligible);
}

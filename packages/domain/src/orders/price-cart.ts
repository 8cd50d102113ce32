import { applyDiscountPercent } from '../money/apply-discount-percent';

/** A cart line before pricing: how many items of a goods, at its regular price (fen per item per day). */
export interface CartLine {
  goodsId: number;
  count: number;
  price: number;
}

/** A cart line with its price after the shop's discount (fen per item per day). */
export interface PricedCartLine extends CartLine {
  discount: number;
}

/** The amounts of a booking, in fen; `lines` are the given lines with their discounted prices. */
export interface CartPrice<Line extends CartLine = CartLine> {
  lines: (Line & Pick<PricedCartLine, 'discount'>)[];
  /** Σ count × regular price × days. */
  orderAmount: number;
  /** orderAmount − payAmount. */
  discountAmount: number;
  /** Σ count × discounted price × days. */
  payAmount: number;
}

/**
 * Prices a booking of `lines` for `totalDays` days at a shop charging `discountPercent` of its prices
 * (100 = no discount): each line's discounted price per item per day is rounded to the fen first
 * (see applyDiscountPercent), then multiplied, so the amounts match the prices the shop shows.
 * @throws RangeError for a price that is not whole fen or a percent outside 0–100.
 */
export function priceCart<Line extends CartLine>(lines: readonly Line[], discountPercent: number, totalDays: number): CartPrice<Line> {
  const priced = lines.map((line) => ({ ...line, discount: applyDiscountPercent(line.price, discountPercent) }));
  const orderAmount = priced.reduce((sum, line) => sum + line.count * line.price * totalDays, 0);
  const payAmount = priced.reduce((sum, line) => sum + line.count * line.discount * totalDays, 0);
  return { lines: priced, orderAmount, discountAmount: orderAmount - payAmount, payAmount };
}

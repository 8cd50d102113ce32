/**
 * The amount paid, in whole fen, when `percent` of `fen` is charged (a shop's `discount` field:
 * 100 = no discount, 80 = 20% off): round(fen × percent / 100), halves rounded up
 * (1005 fen at 50% → 503). Accepts a fractional percent (85.5).
 * @throws RangeError when `fen` is not an integer or `percent` is outside 0–100.
 */
export function applyDiscountPercent(fen: number, percent: number): number {
  if (!Number.isInteger(fen)) throw new RangeError(`Amount must be whole fen: ${fen}`);
  if (!(percent >= 0 && percent <= 100)) throw new RangeError(`Discount percent must be 0–100: ${percent}`);
  return Math.round((fen * percent) / 100);
}

import { applyDiscountPercent } from '../money/apply-discount-percent';

/** What approving a cancellation application does with the money paid, in fen. */
export interface ApplicationMoney {
  /** What goes back to the traveller. */
  refund: number;
  /** What the shop keeps. */
  forfeit: number;
}

/**
 * The split of `paid` fen when the shop approves a cancellation application in which the traveller
 * offered to forfeit `part` % (0–100): refund = paid × (100 − part) / 100, a half fen rounded up, so the
 * half fen goes to the traveller, who is the one giving money up (1005 fen at 50 % → 503 back, 502
 * kept); forfeit = paid − refund.
 * @throws RangeError when `paid` is not whole fen or `part` is outside 0–100.
 */
export function applicationMoney(paid: number, part: number): ApplicationMoney {
  if (!(part >= 0 && part <= 100)) throw new RangeError(`Forfeited part must be 0–100: ${part}`);
  const refund = applyDiscountPercent(paid, 100 - part);
  return { refund, forfeit: paid - refund };
}

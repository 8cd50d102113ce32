import { applyDiscountPercent } from '@luggage/domain/money';

/**
 * The money a traveller gets back when the shop approves a cancellation application: `paid` fen minus the
 * `part` % (0–100) they offered to forfeit. A result with half a fen is rounded up (round half up of
 * paid × (100 − part) / 100): the half fen goes to the traveller, who is the one giving money up, and the
 * business app shows the same figure with the same rule.
 */
export function applicationRefund(paid: number, part: number): number {
  return applyDiscountPercent(paid, 100 - part);
}

import { applyDiscountPercent } from '@luggage/domain/money';

/**
 * What approving a cancellation application does with the money, in fen: the traveller gets `refund`
 * back and the shop keeps `forfeit`. The server's rule: payAmount × (100 − part) / 100 back, half a fen
 * rounded up (to the traveller); `part` is the percent (0–100) the traveller offered to forfeit.
 */
export function applicationMoney(payAmount: number, part: number): { refund: number; forfeit: number } {
  const refund = applyDiscountPercent(payAmount, 100 - part);
  return { refund, forfeit: payAmount - refund };
}

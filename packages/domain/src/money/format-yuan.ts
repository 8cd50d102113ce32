/**
 * Formats an amount in fen (integer, 1/100 yuan) as yuan with two decimals, without a currency sign:
 * 1250 → '12.50', 5 → '0.05', -300 → '-3.00'. Format only at the edge; compute in fen.
 */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

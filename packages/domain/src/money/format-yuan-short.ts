/**
 * Formats an amount in fen as yuan without the zeros a short label does not need ('¥8起', 'from ¥8'):
 * 800 → '8', 850 → '8.5', 805 → '8.05'. Use {@link formatYuan} where amounts line up in columns.
 */
export function formatYuanShort(fen: number): string {
  return String(Number((fen / 100).toFixed(2)));
}

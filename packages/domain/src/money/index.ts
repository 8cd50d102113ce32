/** Formats an amount in fen (integer, 1/100 yuan) as a yuan string with two decimals: 1250 → "12.50". */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/**
 * The fen of an amount typed in yuan ('12', '12.5', '12.50', ' 0.05 '), or null when it is no such amount
 * (empty, a sign, more than 2 decimals, letters). Exact: the digits are read, not a float's rounding.
 */
export function parseYuanAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, yuan = '0', cents = ''] = match;
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

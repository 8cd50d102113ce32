/** A voucher code in groups of four for reading aloud and typing: '7KQ2M9XD' → '7KQ2 M9XD'. */
export function groupVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join(' ') ?? code;
}

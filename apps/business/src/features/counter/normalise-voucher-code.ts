import { voucherCodeParam } from '@luggage/api/contract';

/**
 * The voucher code in `text` as the server reads it (the contract's voucherCodeParam: spaces and dashes
 * dropped, upper-cased, 8 letters or digits), or null when it is not one: '7kq2 m9-xd' → '7KQ2M9XD'.
 */
export function normaliseVoucherCode(text: string): string | null {
  const parsed = voucherCodeParam.safeParse(text);
  return parsed.success ? parsed.data : null;
}

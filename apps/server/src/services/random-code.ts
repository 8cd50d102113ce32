import { randomInt } from 'node:crypto';

/** `length` crypto-random characters of `alphabet` (a voucher code, a promotion code). */
export function randomCode(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

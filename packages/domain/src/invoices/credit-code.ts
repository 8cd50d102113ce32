/**
 * The 31 characters a unified social credit code (统一社会信用代码, GB 32100-2015) is written with: the
 * digits and the capital letters without I, O, S, V and Z. A character's value is its index here.
 */
export const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** The weight of each of the first 17 positions: 3^(i) mod 31, as GB 32100-2015 §4.2 lists them. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** A unified social credit code is exactly this long. */
export const CREDIT_CODE_LENGTH = 18;

/**
 * The check character (the 18th) of a unified social credit code whose first 17 characters are `body`
 * (GB 32100-2015: 31 − (Σ value × weight mod 31), where 31 stands for 0), or null when `body` is not 17
 * characters of {@link CREDIT_CODE_CHARACTERS}.
 */
export function creditCodeCheckCharacter(body: string): string | null {
  if (body.length !== CREDIT_CODE_LENGTH - 1) return null;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const value = CREDIT_CODE_CHARACTERS.indexOf(body.charAt(index));
    if (value < 0) return null;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return CREDIT_CODE_CHARACTERS.charAt((31 - (sum % 31)) % 31);
}

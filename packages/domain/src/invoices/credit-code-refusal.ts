import { CREDIT_CODE_CHARACTERS, CREDIT_CODE_LENGTH, creditCodeCheckCharacter } from './credit-code';

/** Why a text is not a unified social credit code: see {@link creditCodeRefusal}. */
export type CreditCodeRefusal =
  /** Not 18 characters (`length` is how many it has). */
  | { reason: 'length'; length: number }
  /** A character outside the code's alphabet (lower case, I, O, S, V, Z, a space…) at `position` (1-based). */
  | { reason: 'character'; position: number }
  /** The 18th character is not the check character of the first 17 (a typing mistake). */
  | { reason: 'checksum' };

/**
 * Why `code` is not a valid unified social credit code (GB 32100-2015), or null when it is: 18
 * characters of the code's alphabet (capital letters: normalise with {@link normalizeCreditCode} first)
 * whose last is the check character of the first 17. E.g. '91350100M000100Y43' is valid.
 */
export function creditCodeRefusal(code: string): CreditCodeRefusal | null {
  if (code.length !== CREDIT_CODE_LENGTH) return { reason: 'length', length: code.length };
  const bad = [...code].findIndex((character) => !CREDIT_CODE_CHARACTERS.includes(character));
  if (bad >= 0) return { reason: 'character', position: bad + 1 };
  return creditCodeCheckCharacter(code.slice(0, CREDIT_CODE_LENGTH - 1)) === code.charAt(CREDIT_CODE_LENGTH - 1) ? null : { reason: 'checksum' };
}

/** A code as typed, made comparable: spaces and dashes removed, letters in capitals. */
export function normalizeCreditCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

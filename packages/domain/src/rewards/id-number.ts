import { DateTime } from 'luxon';

/**
 * Mainland resident ID numbers (居民身份证号码, GB 11643-1999): 17 digits (6 of the address code, 8 of the
 * birth date yyyyMMdd, 3 of the sequence) and a check character. The check character is
 * ID_CHECK_CHARACTERS[Σ digit × weight mod 11], with the weights 2^(17−i) mod 11 of the 17 digits.
 */
const ID_NUMBER_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARACTERS = '10X98765432';

/** Why a text is not a valid ID number: see {@link idNumberRefusal}. */
export type IdNumberRefusal =
  /** Not 18 characters (`length` is how many it has). */
  | { reason: 'length'; length: number }
  /** Not 17 digits and a digit or 'X' (lower case, a space, a letter…) at `position` (1-based). */
  | { reason: 'character'; position: number }
  /** The 7th–14th digits are not a real date, or a date after `today`. */
  | { reason: 'birthDate' }
  /** The 18th character is not the check character of the first 17 (a typing mistake). */
  | { reason: 'checksum' };

/** The check character of the first 17 digits of an ID number, or null when `digits` are not 17 digits. */
export function idNumberCheckCharacter(digits: string): string | null {
  if (!/^\d{17}$/.test(digits)) return null;
  const sum = ID_NUMBER_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits.charAt(index)), 0);
  return ID_CHECK_CHARACTERS.charAt(sum % 11);
}

/**
 * Why `idNumber` is not a valid 18-character ID number, or null when it is: 17 digits and the check
 * character (a capital 'X': normalise first), whose birth date is a real day no later than `today`
 * ('yyyy-MM-dd', the caller's day). E.g. '11010519491231002X' is valid.
 */
export function idNumberRefusal(idNumber: string, today: string): IdNumberRefusal | null {
  if (idNumber.length !== 18) return { reason: 'length', length: idNumber.length };
  const bad = [...idNumber].findIndex((character, index) => !(/\d/.test(character) || (index === 17 && character === 'X')));
  if (bad >= 0) return { reason: 'character', position: bad + 1 };
  const birth = DateTime.fromFormat(idNumber.slice(6, 14), 'yyyyMMdd', { zone: 'utc' });
  if (!birth.isValid || birth.toISODate() > today) return { reason: 'birthDate' };
  return idNumberCheckCharacter(idNumber.slice(0, 17)) === idNumber.charAt(17) ? null : { reason: 'checksum' };
}

/** An ID number shown masked: its first 3 and last 4 characters ('310***********123X'). */
export function maskIdNumber(idNumber: string): string {
  return `${idNumber.slice(0, 3)}${'*'.repeat(Math.max(idNumber.length - 7, 0))}${idNumber.slice(-4)}`;
}

/** A name shown masked after its first character, one '*' for the rest ('张*', 'L*'). */
export function maskName(name: string): string {
  const [first = ''] = [...name.trim()];
  return `${first}*`;
}

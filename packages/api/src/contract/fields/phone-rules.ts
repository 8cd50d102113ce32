/**
 * The phone and SMS-code rules of sign-in, without zod: phone.ts builds the contract's schemas from them and
 * the sign-in forms (the business app's first screen) check with them before sending.
 */

/** Login country default (spec §9: 86). */
export const DEFAULT_COUNTRY_CODE = '86';

/** A country calling code without '+': 1–4 digits, no leading zero ('86', '852', '1'). */
export const COUNTRY_CODE_PATTERN = /^[1-9]\d{0,3}$/;

/** A phone number without the country code once spaces and dashes are removed: 5–15 digits (E.164 allows 15 in all). */
export const PHONE_DIGITS_PATTERN = /^\d{5,15}$/;

/** A mainland ('86') number: 11 digits starting with 1. */
export const MAINLAND_PHONE_PATTERN = /^1\d{10}$/;

/** A mainland mobile number, 11 digits from 1[3-9]: the privacy numbers of 'call the shop' connect mainland phones only. */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** An SMS code as typed (once trimmed): exactly 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** A phone number as typed with its spaces and dashes removed. */
export function phoneDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The number as the server takes it (see phoneDigits) when it is a valid one of `country`; undefined otherwise. */
export function validPhone(country: string, typed: string): string | undefined {
  const phone = phoneDigits(typed);
  const isValid = COUNTRY_CODE_PATTERN.test(country) && PHONE_DIGITS_PATTERN.test(phone) && (country !== '86' || MAINLAND_PHONE_PATTERN.test(phone));
  return isValid ? phone : undefined;
}

import { z } from 'zod';
import { COUNTRY_CODE_PATTERN, DEFAULT_COUNTRY_CODE, MAINLAND_PHONE_PATTERN, PHONE_DIGITS_PATTERN, phoneDigits, SMS_CODE_PATTERN } from './phone-rules';

/** A country calling code without '+' (see COUNTRY_CODE_PATTERN). */
export const countryCodeField = z.string().regex(COUNTRY_CODE_PATTERN, 'country code');

/**
 * A phone number without the country code: digits only (spaces and dashes are removed first), 5–15 digits
 * (E.164 allows 15 in all); a mainland number ('86') must be 11 digits starting with 1.
 */
export const phoneNumberField = z
  .string()
  .transform(phoneDigits)
  .pipe(z.string().regex(PHONE_DIGITS_PATTERN, 'phone'));

/** A country code and a phone number, checked together (the mainland rule). */
export const phoneSchema = z
  .object({ country: countryCodeField.default(DEFAULT_COUNTRY_CODE), phone: phoneNumberField })
  .refine(({ country, phone }) => country !== '86' || MAINLAND_PHONE_PATTERN.test(phone), { path: ['phone'], message: 'phone' });

/** An SMS code as typed: exactly 6 digits. */
export const smsCodeField = z.string().trim().regex(SMS_CODE_PATTERN, 'code');

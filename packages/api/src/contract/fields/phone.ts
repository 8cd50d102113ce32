import { z } from 'zod';

/** Login country default (spec §9: 86). */
export const DEFAULT_COUNTRY_CODE = '86';

/** A country calling code without '+': 1–4 digits, no leading zero ('86', '852', '1'). */
export const countryCodeField = z.string().regex(/^[1-9]\d{0,3}$/, 'country code');

/**
 * A phone number without the country code: digits only (spaces and dashes are removed first), 5–15 digits
 * (E.164 allows 15 in all); a mainland number ('86') must be 11 digits starting with 1.
 */
export const phoneNumberField = z
  .string()
  .transform((text) => text.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{5,15}$/, 'phone'));

/** A country code and a phone number, checked together (the mainland rule). */
export const phoneSchema = z
  .object({ country: countryCodeField.default(DEFAULT_COUNTRY_CODE), phone: phoneNumberField })
  .refine(({ country, phone }) => country !== '86' || /^1\d{10}$/.test(phone), { path: ['phone'], message: 'phone' });

/** An SMS code as typed: exactly 6 digits. */
export const smsCodeField = z.string().trim().regex(/^\d{6}$/, 'code');

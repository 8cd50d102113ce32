import { DEFAULT_COUNTRY_CODE, phoneSchema, smsCodeField } from '@luggage/api/contract';

/** Keys of the 'account:signIn.errors' texts. */
export type SignInFieldError = 'phoneRequired' | 'phoneMainland' | 'codeRequired' | 'codeInvalid';

/**
 * A mainland (+86) phone as the server takes it (spaces and dashes removed), or why the contract's phone
 * rule refuses it. Shop staff sign in with mainland numbers only, so the country is fixed.
 */
export function checkStaffPhone(phone: string): { phone: string } | { error: SignInFieldError } {
  if (!phone.trim()) return { error: 'phoneRequired' };
  const parsed = phoneSchema.safeParse({ country: DEFAULT_COUNTRY_CODE, phone });
  return parsed.success ? { phone: parsed.data.phone } : { error: 'phoneMainland' };
}

/** Why an SMS code is refused by the contract's rule, or undefined when it is fine. */
export function checkSmsCode(code: string): SignInFieldError | undefined {
  if (!code.trim()) return 'codeRequired';
  return smsCodeField.safeParse(code).success ? undefined : 'codeInvalid';
}

import { SMS_CODE_PATTERN, validPhone } from '@luggage/api/contract';

/** Why a sign-in field is refused: the keys of a sign-in form's `errors.*` texts. */
export type SignInFieldError = 'phoneRequired' | 'phoneInvalid' | 'phoneMainland' | 'codeRequired' | 'codeInvalid';

/** Options of {@link checkSignInPhone}. */
export interface CheckSignInPhoneOptions {
  /**
   * Only mainland (+86) numbers sign in here (shop staff), so every refused number is explained as not a
   * mainland one; otherwise only a +86 number that looks like digits is.
   */
  isMainlandOnly?: boolean;
}

/**
 * The phone as the server takes it (spaces and dashes removed), or why the contract's phone rule refuses it:
 * 'phoneRequired' when blank, 'phoneMainland' for a +86 number that is not a mainland mobile one,
 * 'phoneInvalid' for anything else.
 */
export function checkSignInPhone(
  country: string,
  phone: string,
  { isMainlandOnly = false }: CheckSignInPhoneOptions = {},
): { phone: string } | { error: SignInFieldError } {
  if (!phone.trim()) return { error: 'phoneRequired' };
  const valid = validPhone(country, phone);
  if (valid !== undefined) return { phone: valid };
  const looksMainland = country === '86' && /^[\d\s-]{5,}$/.test(phone);
  return { error: isMainlandOnly || looksMainland ? 'phoneMainland' : 'phoneInvalid' };
}

/** Why an SMS code is refused by the contract's rule (blank, or not 6 digits), or undefined when it is fine. */
export function checkSmsCode(code: string): SignInFieldError | undefined {
  if (!code.trim()) return 'codeRequired';
  return SMS_CODE_PATTERN.test(code.trim()) ? undefined : 'codeInvalid';
}

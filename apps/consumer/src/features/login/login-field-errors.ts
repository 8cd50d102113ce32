import { phoneSchema, smsCodeField } from '@luggage/api/contract';

/** Keys of the 'login:errors' texts. */
export type LoginFieldError = 'phoneRequired' | 'phoneInvalid' | 'phoneMainland' | 'codeRequired' | 'codeInvalid';

/** The phone as the server takes it (spaces and dashes removed), or why it is refused, by the contract's rules. */
export function checkPhone(country: string, phone: string): { phone: string } | { error: LoginFieldError } {
  if (!phone.trim()) return { error: 'phoneRequired' };
  const parsed = phoneSchema.safeParse({ country, phone });
  if (parsed.success) return { phone: parsed.data.phone };
  return { error: country === '86' && /^[\d\s-]{5,}$/.test(phone) ? 'phoneMainland' : 'phoneInvalid' };
}

/** Why an SMS code is refused by the contract's rule, or undefined when it is fine. */
export function checkCode(code: string): LoginFieldError | undefined {
  if (!code.trim()) return 'codeRequired';
  return smsCodeField.safeParse(code).success ? undefined : 'codeInvalid';
}

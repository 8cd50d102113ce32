import { describe, expect, it } from 'vitest';
import { checkSignInPhone, checkSmsCode } from './check-sign-in-fields';

describe('checkSignInPhone', () => {
  it.each([
    ['86', '138 0013-8000', { phone: '13800138000' }],
    ['852', '91234567', { phone: '91234567' }],
    ['86', ' ', { error: 'phoneRequired' }],
    ['86', '1380013800', { error: 'phoneMainland' }],
    ['86', '23800138000', { error: 'phoneMainland' }],
    ['86', '138abc', { error: 'phoneInvalid' }],
    ['852', '1234', { error: 'phoneInvalid' }],
  ])('+%s %s → %o', (country, phone, expected) => expect(checkSignInPhone(country, phone)).toEqual(expected));

  it.each([
    ['139 0000-0000', { phone: '13900000000' }],
    [' ', { error: 'phoneRequired' }],
    ['1390000000', { error: 'phoneMainland' }],
    ['23900000000', { error: 'phoneMainland' }],
    ['139abc', { error: 'phoneMainland' }],
  ])('mainland only: %s → %o', (phone, expected) =>
    expect(checkSignInPhone('86', phone, { isMainlandOnly: true })).toEqual(expected),
  );
});

describe('checkSmsCode', () => {
  it.each([
    ['123456', undefined],
    ['', 'codeRequired'],
    ['12345', 'codeInvalid'],
    ['12345a', 'codeInvalid'],
  ])('%s → %s', (code, expected) => expect(checkSmsCode(code)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { checkSmsCode, checkStaffPhone } from './check-sign-in-fields';

describe('checkStaffPhone', () => {
  it.each([
    ['139 0000-0000', { phone: '13900000000' }],
    [' ', { error: 'phoneRequired' }],
    ['1390000000', { error: 'phoneMainland' }],
    ['23900000000', { error: 'phoneMainland' }],
    ['139abc', { error: 'phoneMainland' }],
  ])('%s → %o', (phone, expected) => expect(checkStaffPhone(phone)).toEqual(expected));
});

describe('checkSmsCode', () => {
  it.each([
    ['123456', undefined],
    ['', 'codeRequired'],
    ['12345', 'codeInvalid'],
    ['12345a', 'codeInvalid'],
  ])('%s → %s', (code, expected) => expect(checkSmsCode(code)).toBe(expected));
});

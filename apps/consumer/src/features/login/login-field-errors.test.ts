import { describe, expect, it } from 'vitest';
import { checkCode, checkPhone } from './login-field-errors';

describe('checkPhone', () => {
  it.each([
    ['86', '138 0013-8000', { phone: '13800138000' }],
    ['852', '91234567', { phone: '91234567' }],
    ['86', ' ', { error: 'phoneRequired' }],
    ['86', '1380013800', { error: 'phoneMainland' }],
    ['86', '23800138000', { error: 'phoneMainland' }],
    ['86', '138abc', { error: 'phoneInvalid' }],
    ['852', '1234', { error: 'phoneInvalid' }],
  ])('+%s %s → %o', (country, phone, expected) => expect(checkPhone(country, phone)).toEqual(expected));
});

describe('checkCode', () => {
  it.each([
    ['123456', undefined],
    ['', 'codeRequired'],
    ['12345', 'codeInvalid'],
    ['12345a', 'codeInvalid'],
  ])('%s → %s', (code, expected) => expect(checkCode(code)).toBe(expected));
});

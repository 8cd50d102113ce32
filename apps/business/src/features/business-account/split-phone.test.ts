import { describe, expect, it } from 'vitest';
import { splitPhone } from './split-phone';

describe('splitPhone', () => {
  it.each([
    ['+86 13900000001', { country: '86', phone: '13900000001' }],
    ['+852 9123 4567', { country: '852', phone: '91234567' }],
    ['139-0000-0001', { country: '86', phone: '13900000001' }],
  ])('%s → %o', (shown, expected) => expect(splitPhone(shown)).toEqual(expected));
});

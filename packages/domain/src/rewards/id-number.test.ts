import { describe, expect, it } from 'vitest';
import { idNumberCheckCharacter, idNumberRefusal, maskIdNumber, maskName } from './id-number';

const TODAY = '2025-03-01';
// GB 11643-1999's own sample (11010519491231002X) and numbers whose check characters were worked out by hand:
// for 31010119900307123, Σ digit × weight mod 11 = 1 → check character '0'.
const VALID = ['11010519491231002X', '310101199003071230', '440304198512034563', '310115198808080015'];

describe('idNumberRefusal (GB 11643-1999)', () => {
  it.each(VALID)('accepts %s', (idNumber) => {
    expect(idNumberRefusal(idNumber, TODAY)).toBeNull();
  });

  it.each([
    ['the check character changed', '310101199003071231', { reason: 'checksum' }],
    ['two digits swapped', '310101199003071320', { reason: 'checksum' }],
    ['X where a digit belongs', '110105194912310021', { reason: 'checksum' }],
    ['17 characters', '31010119900307123', { reason: 'length', length: 17 }],
    ['the old 15-digit number', '310101900307123', { reason: 'length', length: 15 }],
    ['empty', '', { reason: 'length', length: 0 }],
    ['a lower-case x', '11010519491231002x', { reason: 'character', position: 18 }],
    ['an X before the end', '3101011990030712X0', { reason: 'character', position: 17 }],
    ['a space', '310101 99003071230', { reason: 'character', position: 7 }],
    ['a 30th of February', '310101199002301235', { reason: 'birthDate' }],
    ['month 13', '310101199013071235', { reason: 'birthDate' }],
    ['a birth date after today', '310101202503021236', { reason: 'birthDate' }],
  ])('refuses %s', (_name, idNumber, refusal) => {
    expect(idNumberRefusal(idNumber, TODAY)).toEqual(refusal);
  });

  it('accepts a birth date of today', () => {
    const digits = '31010120250301123';
    expect(idNumberRefusal(`${digits}${idNumberCheckCharacter(digits) ?? ''}`, TODAY)).toBeNull();
  });

  it('gives the check character of 17 digits, null for anything else', () => {
    expect(idNumberCheckCharacter('11010519491231002')).toBe('X');
    expect(idNumberCheckCharacter('31010119900307123')).toBe('0');
    expect(idNumberCheckCharacter('3101011990030712')).toBeNull();
    expect(idNumberCheckCharacter('3101011990030712X')).toBeNull();
  });
});

describe('masking', () => {
  it('shows the first 3 and last 4 characters of an ID number', () => {
    expect(maskIdNumber('31010119900307123X')).toBe('310***********123X');
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
  });

  it('shows the first character of a name and one star', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧*');
    expect(maskName(' Li Lei')).toBe('L*');
  });
});

import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter } from './credit-code';
import { creditCodeRefusal, normalizeCreditCode } from './credit-code-refusal';

// Published codes of real companies (and the sample of GB 32100-2015's tests); each check character was
// also worked out by hand: for 91350100M000100Y4, Σ value × weight = 1640, 1640 mod 31 = 28, 31 − 28 = 3.
const VALID = ['91350100M000100Y43', '914403001922038216', '9144030071526726XG', '91330100716105852F', '91110108551385082Q'];

describe('creditCodeRefusal (GB 32100-2015)', () => {
  it.each(VALID)('accepts %s', (code) => {
    expect(creditCodeRefusal(code)).toBeNull();
  });

  it.each([
    ['the last character changed', '91350100M000100Y44', { reason: 'checksum' }],
    ['two digits swapped', '914403001922038261', { reason: 'checksum' }],
    ['a letter check character changed', '9144030071526726XH', { reason: 'checksum' }],
    ['one digit mistyped', '91330100716105853F', { reason: 'checksum' }],
    ['17 characters', '91350100M000100Y4', { reason: 'length', length: 17 }],
    ['19 characters', '91350100M000100Y433', { reason: 'length', length: 19 }],
    ['empty', '', { reason: 'length', length: 0 }],
    ['the letter O (not in the alphabet)', '91350100O000100Y43', { reason: 'character', position: 9 }],
    ['lower case', '9144030071526726xG', { reason: 'character', position: 17 }],
    ['a space', '91350100M000100 43', { reason: 'character', position: 16 }],
  ])('refuses %s', (_name, code, refusal) => {
    expect(creditCodeRefusal(code)).toEqual(refusal);
  });

  it('gives the check character of 17 characters, null for anything else', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('9144030071526726X')).toBe('G');
    // 31 − 0 stands for 0: a body whose weighted sum is a multiple of 31.
    expect(creditCodeCheckCharacter('00000000000000000')).toBe('0');
    expect(creditCodeCheckCharacter('9135010')).toBeNull();
    expect(creditCodeCheckCharacter('91350100I000100Y4')).toBeNull();
  });

  it('normalises a typed code: spaces and dashes out, capitals', () => {
    expect(normalizeCreditCode(' 9144 0300-7152 6726xg ')).toBe('9144030071526726XG');
    expect(creditCodeRefusal(normalizeCreditCode('9144030071526726xg'))).toBeNull();
  });
});

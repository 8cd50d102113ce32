import { describe, expect, it } from 'vitest';
import { shouldSearch } from './should-search';

describe('shouldSearch', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\u3000\n', false],
    ['a', true],
    ['  外滩', true],
    ['x  ', true],
  ])('%j → %s', (text, expected) => expect(shouldSearch(text)).toBe(expected));
});

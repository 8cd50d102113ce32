import { describe, expect, it } from 'vitest';
import { normalizeSearchInput } from './normalize-search-input';

describe('normalizeSearchInput', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['  人民广场', '人民广场'],
    ['\u3000\t外滩', '外滩'],
    ['west ', 'west '],
    ['  nanjing road  ', 'nanjing road  '],
  ])('%j → %j', (text, expected) => expect(normalizeSearchInput(text)).toBe(expected));
});

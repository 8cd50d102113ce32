import { describe, expect, it } from 'vitest';
import { shopNameSearchTerm } from './shop-name-search-term';

describe('shopNameSearchTerm', () => {
  it.each([
    ["xi'an", 'xian'],
    ['McDonald’s', 'McDonalds'],
    ['‘quoted’', 'quoted'],
    ['＇full＇width', 'fullwidth'],
    ["  'Joe's  ", 'Joes  '],
    ["'  leading", 'leading'],
    ['人民广场', '人民广场'],
    ["'''", ''],
    ['"double"', '"double"'],
  ])('%j → %j', (text, expected) => expect(shopNameSearchTerm(text)).toBe(expected));
});

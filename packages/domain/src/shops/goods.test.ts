import { describe, expect, it } from 'vitest';
import { GOODS } from './goods';

describe('GOODS', () => {
  it.each([
    ['suitcase', GOODS.suitcase, 1],
    ['bag', GOODS.bag, 2],
  ])('%s is goods %i', (_, actual, expected) => expect(actual).toBe(expected));
});

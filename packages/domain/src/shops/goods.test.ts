import { describe, expect, it } from 'vitest';
import { GOODS } from './goods';

describe('GOODS', () => {
  it.each([
    ['boots', GOODS.boots, 1],
    ['bags', GOODS.bags, 2],
  ])('%s is goods %i', (_, actual, expected) => expect(actual).toBe(expected));
});

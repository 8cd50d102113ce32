import { describe, expect, it } from 'vitest';
import { presetGoods, type PresetCandidate } from './preset-goods';

const suitcase = (left: number | null, price = 2000, discounted: number | null = null): PresetCandidate => ({ goodsId: 1, price: { price, discounted }, left });
const bags = (left: number | null, price = 1500, discounted: number | null = null): PresetCandidate => ({ goodsId: 2, price: { price, discounted }, left });

describe('presetGoods', () => {
  it.each<[string, PresetCandidate[], 1 | 2 | null]>([
    ['a bag when bags have room, even if dearer', [suitcase(3, 1000), bags(5, 1500)], 2],
    ['the large item when no bag is left', [suitcase(3), bags(0)], 1],
    ['the large item when the shop stores no bags', [suitcase(3)], 1],
    ['nothing when no goods has room', [suitcase(0), bags(0)], null],
    ['nothing while availability is unknown', [suitcase(null), bags(null)], null],
    ['nothing for a shop without goods', [], null],
  ])('%s', (_case, goods, expected) => {
    expect(presetGoods(goods)).toBe(expected);
  });
});

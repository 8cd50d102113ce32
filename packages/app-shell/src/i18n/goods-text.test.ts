import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { goodsCount, goodsKey, goodsListText, goodsName } from './goods-text';

describe('goods texts', () => {
  it.each([
    [1, 'suitcase'],
    [2, 'bag'],
  ] as const)('goods %i is the %s', (goodsId, key) => expect(goodsKey(goodsId)).toBe(key));

  it('names and counts the goods in English', () => {
    const { t } = createI18n({}, { language: 'en' });
    expect([goodsName(t, 1), goodsName(t, 2)]).toEqual(['suitcase (large item)', 'bag (small item)']);
    expect(goodsName(t, 1, 'plural')).toBe('suitcases (large items)');
    expect([goodsCount(t, 1, 1), goodsCount(t, 1, 3), goodsCount(t, 2, 1), goodsCount(t, 2, 2)]).toEqual(['1 suitcase', '3 suitcases', '1 bag', '2 bags']);
  });

  it('names and counts the goods in Chinese', () => {
    const { t } = createI18n({}, { language: 'zh-CN' });
    expect([goodsName(t, 1), goodsName(t, 2)]).toEqual(['行李箱（大件）', '背包（小件）']);
    expect([goodsCount(t, 1, 2), goodsCount(t, 2, 1)]).toEqual(['行李箱 2 件', '背包 1 件']);
  });

  it('lists the lines with items, in the order given', () => {
    const goodsList = [{ goodsId: 2, count: 2 }, { goodsId: 1, count: 0 }, { goodsId: 1, count: 1 }] as const;
    expect(goodsListText(createI18n({}, { language: 'en' }).t, goodsList)).toBe('2 bags · 1 suitcase');
    expect(goodsListText(createI18n({}, { language: 'zh-CN' }).t, goodsList)).toBe('背包 2 件 · 行李箱 1 件');
  });
});

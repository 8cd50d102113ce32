import { GOODS_ID, type GoodsId } from '@luggage/api/contract';
import type { TFunction } from 'i18next';

/** The name of a goods id in GOODS_ID ('suitcase' | 'bag'): its key in the 'goods' namespace. */
export function goodsKey(goodsId: GoodsId): keyof typeof GOODS_ID {
  return goodsId === GOODS_ID.suitcase ? 'suitcase' : 'bag';
}

/** A goods' name in the app's language: one item ('suitcase (large item)') or, with `plural`, the kind ('suitcases (large items)'). */
export function goodsName(t: TFunction, goodsId: GoodsId, form: 'name' | 'plural' = 'name'): string {
  return t(`goods:${form}.${goodsKey(goodsId)}`);
}

/** A counted goods in the app's language: '2 suitcases', '背包 1 件'. */
export function goodsCount(t: TFunction, goodsId: GoodsId, count: number): string {
  return t(`goods:count.${goodsKey(goodsId)}`, { count });
}

/** '1 suitcase · 2 bags': each goods line with its count, in the order given, lines without items left out. */
export function goodsListText(t: TFunction, goodsList: readonly { goodsId: GoodsId; count: number }[]): string {
  return goodsList
    .filter(({ count }) => count > 0)
    .map(({ goodsId, count }) => goodsCount(t, goodsId, count))
    .join(t('goods:separator'));
}

import type { GoodsCount } from '@luggage/api/contract';
import type { TFunction } from 'i18next';

/** '2 bags · 1 large item': each goods line with its count, in the order given (the 'shopDay' namespace's t). */
export function goodsCountsText(goods: readonly GoodsCount[], t: TFunction<'shopDay'>): string {
  return goods.map(({ goodsId, count }) => t(`goods.${goodsId}`, { count })).join(' · ');
}

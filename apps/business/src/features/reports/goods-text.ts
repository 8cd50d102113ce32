import type { BusinessOrder } from '@luggage/api/contract';
import { GOODS } from '@luggage/domain/shops';
import type { TFunction } from 'i18next';

/** 'large items × 1 · bags × 2': each goods line of an order with its count, lines without items left out. */
export function goodsText(goodsList: BusinessOrder['goodsList'], t: TFunction<'reports'>): string {
  return goodsList
    .filter(({ count }) => count > 0)
    .map(({ goodsId, count }) => t('goodsCount', { goods: t(goodsId === GOODS.boots ? 'goods.boots' : 'goods.bags'), count }))
    .join(t('separator'));
}

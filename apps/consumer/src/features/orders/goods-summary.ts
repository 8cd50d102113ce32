import type { OrderListItem } from '@luggage/api/contract';
import type { TFunction } from 'i18next';
import { goodsKey } from '../../shared/shop-facts/goods-key';

/** 'bags × 2 · boots (large item) × 1': each goods line of an order with its count. */
export function goodsSummary(goodsList: OrderListItem['goodsList'], t: TFunction<'orders'>): string {
  return goodsList
    .filter(({ count }) => count > 0)
    .map(({ goodsId, count }) => t('goodsCount', { goods: t(`shopFacts:goods.${goodsKey(goodsId)}`), count }))
    .join(t('separator'));
}

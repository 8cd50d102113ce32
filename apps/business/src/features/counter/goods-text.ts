import { GOODS_ID, type BusinessOrder } from '@luggage/api/contract';
import type { TFunction } from 'i18next';

/** '1 large item · 2 bags': each goods line with its count (boots are the large items), empty lines left out. */
export function goodsText(goodsList: Pick<BusinessOrder['goodsList'][number], 'goodsId' | 'count'>[], t: TFunction<'counter'>): string {
  return goodsList
    .filter(({ count }) => count > 0)
    .map(({ goodsId, count }) => t(goodsId === GOODS_ID.boots ? 'goods.boots' : 'goods.bags', { count }))
    .join(' · ');
}

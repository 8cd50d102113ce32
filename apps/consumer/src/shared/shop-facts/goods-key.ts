import { GOODS, type GoodsId } from '@luggage/domain/shops';

/** The name of a goods id in GOODS ('boots' | 'bags'): its i18n key under shopFacts `goods.`. */
export function goodsKey(goodsId: GoodsId): keyof typeof GOODS {
  return goodsId === GOODS.boots ? 'boots' : 'bags';
}

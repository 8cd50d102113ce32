import { GOODS, type GoodsId, type GoodsPrice } from '@luggage/domain/shops';

/** A goods the form offers, with what the chosen days have left of it (null while unknown). */
export interface PresetCandidate {
  goodsId: GoodsId;
  price: GoodsPrice;
  left: number | null;
}

/**
 * The goods the booking form starts with one of, so that a traveller with one bag books without a tap
 * on the steppers: a bag (goods 2) when the days have room for one, else the cheapest goods with room;
 * null when nothing has room or availability is not known yet.
 */
export function presetGoods(goods: readonly PresetCandidate[]): GoodsId | null {
  const withRoom = goods.filter(({ left }) => left !== null && left > 0);
  if (withRoom.some(({ goodsId }) => goodsId === GOODS.bag)) return GOODS.bag;
  const paid = ({ price }: PresetCandidate) => price.discounted ?? price.price;
  const cheapest = withRoom.reduce<PresetCandidate | null>((best, candidate) => (best === null || paid(candidate) < paid(best) ? candidate : best), null);
  return cheapest?.goodsId ?? null;
}

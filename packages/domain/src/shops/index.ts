export { GOODS, type GoodsId, type GoodsName } from './goods';
export { bagPrice, bootPrice, goodsPrice, type GoodsPrice } from './goods-price';
export type { OpeningHours } from './opening-hours';
export { openingHoursLines } from './opening-hours-lines';
export { openingState, type OpeningState } from './opening-state';
export { openingTimeLines } from './opening-time-lines';
export { shopDisplayName } from './shop-display-name';
export { simpleAddress } from './simple-address';
export { thumbnailUrl } from './thumbnail-url';

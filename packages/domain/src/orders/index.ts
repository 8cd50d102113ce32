export { applyCancelValue, DEFAULT_APPLY_CANCEL } from './apply-cancel-value';
export { canCancel, type CancellableOrder } from './can-cancel';
export { ORDER_STORE_STATUS } from './order-store-status';
export { reviewFlag, type ReviewFlagInput } from './review-flag';
export { priceCart, type CartLine, type CartPrice, type PricedCartLine } from './price-cart';
export { pickUpCharge, type ChargedLine, type PickUpCharge } from './pick-up-charge';

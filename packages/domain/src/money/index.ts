export { applyDiscountPercent } from './apply-discount-percent';
export { formatYuan } from './format-yuan';
export { formatYuanShort } from './format-yuan-short';

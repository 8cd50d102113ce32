const en = {
  // What a coupon takes off: the figure in big type, then a small word.
  amountBig: '¥{{amount}}',
  amountSmall: 'off',
  percentBig: '{{percent}}%',
  percentSmall: 'off',
  // Read as one phrase by screen readers.
  amountOff: '¥{{amount}} off',
  percentOff: '{{percent}}% off',
  minSpend: 'from ¥{{amount}}',
  noMinimum: 'no minimum',
  cap: 'up to ¥{{amount}}',
  allShops: 'all shops',
  cityShops: '{{city}} shops',
  moreShops_one: '{{shops}} and {{count}} more',
  moreShops_other: '{{shops}} and {{count}} more',
  shopSeparator: ', ',
  suitcasesOnly: 'suitcases only',
  bagsOnly: 'bags only',
  validUntil: 'valid until {{date}}',
  validFromTo: 'valid {{start}} to {{end}}',
  endsToday: 'ends today',
  daysLeft_one: '{{count}} day left',
  daysLeft_other: '{{count}} days left',
};

const zhCN: typeof en = {
  amountBig: '¥{{amount}}',
  amountSmall: '',
  percentBig: '{{discount}}折',
  percentSmall: '',
  amountOff: '立减{{amount}}元',
  percentOff: '{{discount}}折',
  minSpend: '满{{amount}}元可用',
  noMinimum: '无门槛',
  cap: '最高减{{amount}}元',
  allShops: '全部寄存点',
  cityShops: '{{city}}寄存点',
  moreShops_one: '{{shops}}等{{total}}家寄存点',
  moreShops_other: '{{shops}}等{{total}}家寄存点',
  shopSeparator: '、',
  suitcasesOnly: '仅限行李箱（大件）',
  bagsOnly: '仅限背包（小件）',
  validUntil: '有效期至{{date}}',
  validFromTo: '{{start}}至{{end}}有效',
  endsToday: '今天到期',
  daysLeft_one: '还剩{{count}}天',
  daysLeft_other: '还剩{{count}}天',
};

/** Texts of a coupon's terms ('couponTerms' namespace): what it takes off, its spend rule, where it is good and how long; shared by my coupons, the activity page and the checkout's coupon picker. */
export const couponTermsLocales = { couponTerms: { en, 'zh-CN': zhCN } };

const en = {
  certified: 'certified merchant',
  discount: '{{percentOff}}% off',
  score: 'score',
  pricePerItemPerDay: '¥{{price}} / item / day',
  goodsCount: '× {{count}}',
  yuan: '¥{{price}}',
  originalPrice: 'original price',
  walkIn: 'walk in, no booking needed',
  noPhoto: 'no photo yet',
  mapApps: { amap: 'AMap', baidu: 'Baidu Maps', apple: 'Apple Maps' },
  taxi: { show: 'show to taxi driver', title: 'show this to the driver', close: 'close' },
};

const zhCN: typeof en = {
  certified: '认证商户',
  // Chinese shops state a discount as tenths of the price paid: 80 → 8折, 85 → 8.5折.
  discount: '{{tenths}}折',
  score: '评分',
  pricePerItemPerDay: '¥{{price}}/件/天',
  goodsCount: '× {{count}}',
  yuan: '¥{{price}}',
  originalPrice: '原价',
  walkIn: '无需预约，直接到店',
  noPhoto: '暂无图片',
  mapApps: { amap: '高德地图', baidu: '百度地图', apple: '苹果地图' },
  taxi: { show: '出示给司机', title: '请司机送我到这里', close: '关闭' },
};

/**
 * Texts of the shop facts shared by the shop card, the shop page, the walk-in page and the screens listing
 * booked items ('shopFacts' namespace).
 */
export const shopFactsLocales = { shopFacts: { en, 'zh-CN': zhCN } };

const en = {
  loading: 'loading the storage point…',
  backHome: 'back to home',
  galleryLabel: 'photos of the storage point',
  photoOf: 'photo {{index}} of {{total}}',
  businessHours: 'business hours',
  openNow: 'open now',
  closedNow: 'closed now',
  closesAt: 'closes at {{time}}',
  openAllDay: 'open 24 hours',
  opensAt: 'opens at {{time}}',
  opensTomorrowAt: 'opens tomorrow at {{time}}',
  opensInDaysAt: 'opens in {{count}} days at {{time}}',
  address: 'address',
  navigate: 'navigate',
  prices: 'prices',
  reviews: 'reviews',
  call: 'call the shop',
  book: 'book',
};

const zhCN: typeof en = {
  loading: '寄存点加载中…',
  backHome: '返回首页',
  galleryLabel: '寄存点照片',
  photoOf: '第 {{index}} 张，共 {{total}} 张',
  businessHours: '营业时间',
  openNow: '营业中',
  closedNow: '休息中',
  closesAt: '{{time}} 打烊',
  openAllDay: '24 小时营业',
  opensAt: '今天 {{time}} 开门',
  opensTomorrowAt: '明天 {{time}} 开门',
  opensInDaysAt: '{{count}} 天后 {{time}} 开门',
  address: '地址',
  navigate: '导航',
  prices: '价格',
  reviews: '用户评价',
  call: '联系门店',
  book: '预约',
};

/** Texts of the shop page ('shopDetail' namespace). */
export const shopDetailLocales = { shopDetail: { en, 'zh-CN': zhCN } };

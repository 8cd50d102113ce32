const en = {
  book: 'book',
  select: 'select',
  directions: 'directions',
  close: 'close',
  businessHours: 'business hours',
  address: 'address',
};

const zhCN: typeof en = {
  book: '预约',
  select: '选择',
  directions: '导航',
  close: '关闭',
  businessHours: '营业时间',
  address: '地址',
};

/** Texts of the selected-shop card ('shopCard' namespace). */
export const shopCardLocales = { shopCard: { en, 'zh-CN': zhCN } };

const en = {
  account: 'account',
  phone: 'phone number',
  services: 'my services',
  orders: 'my orders',
  coupons: 'my coupons',
  rewards: 'my rewards',
  invoices: 'invoices',
  invoicesHint: 'invoices are issued per order: open the order in my orders to request one',
  settings: 'settings',
  logOut: 'log out',
  loggingOut: 'logging out…',
  logOutTitle: 'log out',
  logOutQuestion: 'log out on this device? your orders stay in your account',
  changePhoneNote: 'to change the phone number of your account, contact customer support:',
};

const zhCN: typeof en = {
  account: '账户',
  phone: '手机号',
  services: '我的服务',
  orders: '我的订单',
  coupons: '我的优惠券',
  rewards: '我的奖励',
  invoices: '发票',
  invoicesHint: '发票按订单开具：请在我的订单中打开该订单申请',
  settings: '设置',
  logOut: '退出登录',
  loggingOut: '正在退出…',
  logOutTitle: '退出登录',
  logOutQuestion: '确定在本设备退出登录吗？您的订单仍保留在账户中',
  changePhoneNote: '如需更换账户手机号，请联系客服：',
};

/** Texts of the user centre and the account's phone ('userCentre' namespace). */
export const userCentreLocales = { userCentre: { en, 'zh-CN': zhCN } };

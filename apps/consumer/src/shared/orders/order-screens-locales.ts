const en = {
  loading: 'loading the order…',
  notFound: 'order not found',
  invalidOrder: 'this order does not exist',
  backToOrders: 'back to my orders',
  viewOrder: 'view the order',
  counter: '{{count}} / {{max}}',
};

const zhCN: typeof en = {
  loading: '正在加载订单…',
  notFound: '订单不存在',
  invalidOrder: '该订单不存在',
  backToOrders: '返回我的订单',
  viewOrder: '查看订单',
  counter: '{{count}} / {{max}}',
};

/** Texts shared by the order screens ('orderScreens' namespace): loading the order, the way back to the list or to the order. */
export const orderScreensLocales = { orderScreens: { en, 'zh-CN': zhCN } };

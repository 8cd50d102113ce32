const en = {
  loading: 'loading the order…',
  notFound: 'order not found',
  invalidOrder: 'this order does not exist',
  backToOrders: 'back to my orders',
};

const zhCN: typeof en = {
  loading: '正在加载订单…',
  notFound: '订单不存在',
  invalidOrder: '该订单不存在',
  backToOrders: '返回我的订单',
};

/** Texts of loading one of the traveller's orders ('orderLoad' namespace): OrderGate, OrderLoader, OrderNotFound. */
export const orderLoadLocales = { orderLoad: { en, 'zh-CN': zhCN } };

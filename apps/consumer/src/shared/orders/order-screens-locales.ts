const en = {
  loading: 'loading the order…',
  notFound: 'order not found',
  invalidOrder: 'this order does not exist',
  backToOrders: 'back to my orders',
  viewOrder: 'view the order',
  counter: '{{count}} / {{max}}',
  photo: 'stored luggage, photo {{n}}',
  withdrawYes: 'withdraw',
  withdrawing: 'withdrawing…',
  withdraw: {
    cancel: {
      button: 'withdraw the application',
      title: 'withdraw the application?',
      message: 'The order stays booked as it is.',
      keep: 'keep the application',
    },
    edit: {
      button: 'withdraw the change request',
      title: 'withdraw the change request?',
      message: 'Your booking stays on its current days.',
      keep: 'keep the request',
    },
  },
};

const zhCN: typeof en = {
  loading: '正在加载订单…',
  notFound: '订单不存在',
  invalidOrder: '该订单不存在',
  backToOrders: '返回我的订单',
  viewOrder: '查看订单',
  counter: '{{count}} / {{max}}',
  photo: '寄存物品照片 {{n}}',
  withdrawYes: '撤回',
  withdrawing: '正在撤回…',
  withdraw: {
    cancel: { button: '撤回申请', title: '确定撤回申请？', message: '订单将保持原样。', keep: '暂不撤回' },
    edit: { button: '撤回修改申请', title: '确定撤回修改申请？', message: '您的预约将保持原来的日期。', keep: '暂不撤回' },
  },
};

/**
 * Texts shared by the order screens ('orderScreens' namespace): loading the order, the way back to the list
 * or to the order, the stored luggage's photos, withdrawing an application.
 */
export const orderScreensLocales = { orderScreens: { en, 'zh-CN': zhCN } };

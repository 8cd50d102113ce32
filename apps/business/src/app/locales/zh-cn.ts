import type { BusinessMessages } from './en';

/** Chinese texts of the business app ('business' namespace). */
export const zhCN: BusinessMessages = {
  appName: '行李寄存商家版',
  titles: {
    login: '商家登录',
    home: '我的门店',
    orders: '门店订单',
    bind: '店员管理',
    sendBind: '确认邀请',
    counter: '寄存 / 取件',
    walkIn: '现场寄存',
    settings: '门店设置',
    stats: '经营统计',
    requests: '待处理申请',
    reviews: '用户评价',
    privacy: '门店员工隐私政策',
  },
};

import type { BusinessMessages } from './en';

/** Chinese texts of the business app ('business' namespace). */
export const zhCN: BusinessMessages = {
  appName: '行李寄存商家版',
  titles: {
    login: '商家登录',
    home: '我的门店',
    orders: '门店订单',
    bind: '邀请店员',
    sendBind: '确认邀请',
    counter: '寄存 / 取件',
    walkIn: '现场寄存',
    settings: '门店设置',
    stats: '经营统计',
    requests: '待处理申请',
  },
  login: {
    intro: '请使用门店登记的手机号登录',
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入6位验证码',
    sendCode: '获取验证码',
    submit: '登录',
    invalidPhone: '请输入正确的手机号',
    invalidCode: '请输入6位验证码',
    unavailable: '商家登录将随商家版上线开放，本次未发送任何信息',
  },
};

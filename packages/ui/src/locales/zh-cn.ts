import type { UiMessages } from './en';

/** Simplified Chinese texts of the `ui` namespace. */
export const zhCN: UiMessages = {
  dialog: {
    errorNotice: '错误提示',
    iKnow: '我知道了',
    confirm: '确定',
    cancel: '取消',
  },
  toast: {
    region: '消息通知',
  },
  topBar: {
    back: '返回',
    home: '首页',
    userCentre: '个人中心',
  },
  states: {
    loading: '加载中…',
    empty: '暂无内容',
    error: '出错了，请稍后重试',
    retry: '重试',
  },
  datePicker: {
    close: '关闭',
  },
  stars: {
    label_one: '{{count}} 星（满分 5 星）',
    label_other: '{{count}} 星（满分 5 星）',
  },
  fallback: {
    title: '页面不存在',
    message: '您访问的页面不存在或已被移除',
    home: '返回首页',
  },
};

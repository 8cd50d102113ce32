const en = {
  yuan: '¥{{amount}}',
  sandboxTitle: 'Sandbox payment',
  sandboxNote: 'a test payment: no money moves',
  sandboxAmount: 'amount',
  sandboxConfirm: 'confirm',
  sandboxFail: 'fail',
  sandboxClose: 'close',
  payFailed: 'the payment failed, please try again',
  failedTitle: 'payment not completed',
  tryAgain: 'try again',
  notNow: 'pay later',
  payCancelled: 'the payment was cancelled',
  openInWeChat: 'please open this page in WeChat to pay',
};

const zhCN: typeof en = {
  yuan: '¥{{amount}}',
  sandboxTitle: '沙箱支付',
  sandboxNote: '测试支付，不会产生真实扣款',
  sandboxAmount: '金额',
  sandboxConfirm: '确认支付',
  sandboxFail: '支付失败',
  sandboxClose: '关闭',
  payFailed: '支付失败，请重试',
  failedTitle: '支付未完成',
  tryAgain: '重新支付',
  notNow: '稍后支付',
  payCancelled: '已取消支付',
  openInWeChat: '请在微信中打开此页面进行支付',
};

/** Texts of the payment sheets and their failures ('paySheet' namespace), which booking and combo payments both use. */
export const paySheetLocales = { paySheet: { en, 'zh-CN': zhCN } };

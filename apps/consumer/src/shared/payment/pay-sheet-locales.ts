const en = {
  yuan: '¥{{amount}}',
  sandboxTitle: 'Sandbox payment',
  sandboxNote: 'a test payment: no money moves',
  sandboxAmount: 'amount',
  sandboxConfirm: 'confirm',
  sandboxFail: 'fail',
  sandboxClose: 'close',
};

const zhCN: typeof en = {
  yuan: '¥{{amount}}',
  sandboxTitle: '沙箱支付',
  sandboxNote: '测试支付，不会产生真实扣款',
  sandboxAmount: '金额',
  sandboxConfirm: '确认支付',
  sandboxFail: '支付失败',
  sandboxClose: '关闭',
};

/** Texts of the sandbox payment sheet ('paySheet' namespace), which booking and combo payments both open. */
export const paySheetLocales = { paySheet: { en, 'zh-CN': zhCN } };

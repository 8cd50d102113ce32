const en = {
  exchanging: 'connecting to WeChat…',
  deniedTitle: 'WeChat authorisation was not given',
  failedTitle: 'WeChat authorisation failed',
  stateRefused: 'this authorisation is not valid or was already used',
  paymentUnavailable: 'Without it, payment inside WeChat is not available. You can still browse and book, and authorise again when you want to pay.',
  goOn: 'continue',
  tryAgain: 'authorise again',
};

const zhCN: typeof en = {
  exchanging: '正在连接微信…',
  deniedTitle: '未获得微信授权',
  failedTitle: '微信授权失败',
  stateRefused: '该授权无效或已被使用',
  paymentUnavailable: '未授权时无法在微信内支付。您仍可浏览和预约，需要支付时可重新授权。',
  goOn: '继续',
  tryAgain: '重新授权',
};

/** Texts of the WeChat authorisation's return at #/middle ('wechatAuth' namespace). */
export const wechatAuthLocales = { wechatAuth: { en, 'zh-CN': zhCN } };

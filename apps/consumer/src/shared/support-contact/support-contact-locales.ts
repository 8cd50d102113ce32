const en = {
  linksLabel: 'ways to reach customer support',
  call: 'call {{phone}}',
  wechat: 'WeChat customer service',
  email: 'email {{email}}',
  contactSupport: 'contact customer support',
};

const zhCN: typeof en = {
  linksLabel: '联系客服的方式',
  call: '致电 {{phone}}',
  wechat: '微信客服',
  email: '发邮件至 {{email}}',
  contactSupport: '联系客服',
};

/** Texts of the customer-support contact ('supportContact' namespace). */
export const supportContactLocales = { supportContact: { en, 'zh-CN': zhCN } };

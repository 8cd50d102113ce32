const en = {
  button: 'call the shop',
  title: 'call the shop',
  close: 'close',
  explain: 'you call the shop through a protected number: the shop does not see your number, and you do not see theirs',
  phoneLabel: 'the mobile you will call from (mainland China)',
  phoneInvalid: 'enter an 11-digit mainland China mobile number',
  get: 'get the number',
  getting: 'getting the number…',
  call: 'call {{number}}',
  from: 'call it from {{phone}}; it works until {{time}}',
};

const zhCN: typeof en = {
  button: '联系寄存点',
  title: '联系寄存点',
  close: '关闭',
  explain: '通过隐私号联系寄存点：寄存点看不到您的号码，您也看不到对方的号码',
  phoneLabel: '拨打电话的手机号（中国大陆）',
  phoneInvalid: '请输入11位中国大陆手机号',
  get: '获取号码',
  getting: '正在获取号码…',
  call: '拨打 {{number}}',
  from: '请用 {{phone}} 拨打，{{time}} 前有效',
};

/** Texts of 'call the shop' through a protected number ('callShop' namespace); refusals come from the 'api' catalogue. */
export const callShopLocales = { callShop: { en, 'zh-CN': zhCN } };

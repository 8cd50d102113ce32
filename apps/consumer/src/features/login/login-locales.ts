const en = {
  intro: 'log in with your phone number and a code sent by SMS; a new number gets an account',
  countryButton: '+{{code}}, change the country or region code',
  phone: 'phone number',
  phonePlaceholder: 'your phone number',
  code: 'SMS code',
  codePlaceholder: '6-digit code',
  sendCode: 'send code',
  sending: 'sending…',
  resendIn: 'resend in {{seconds}} s',
  resend: 'resend code',
  codeSent: 'a code was sent to +{{country}} {{phone}}',
  submit: 'log in',
  submitting: 'logging in…',
  consent: 'I have read and agree to the <agreement>User Agreement</agreement> and <privacy>Privacy Policy</privacy>',
  errors: {
    phoneRequired: 'enter your phone number',
    phoneInvalid: 'enter a valid phone number: 5 to 15 digits',
    phoneMainland: 'a mainland China mobile number has 11 digits and starts with 1',
    codeRequired: 'enter the code from the SMS',
    codeInvalid: 'the code has 6 digits',
    consentRequired: 'please tick the box to agree to the User Agreement and Privacy Policy first',
  },
};

const zhCN: typeof en = {
  intro: '使用手机号和短信验证码登录，新号码将自动注册',
  countryButton: '+{{code}}，更换国家或地区区号',
  phone: '手机号',
  phonePlaceholder: '请输入手机号',
  code: '短信验证码',
  codePlaceholder: '6 位验证码',
  sendCode: '获取验证码',
  sending: '发送中…',
  resendIn: '{{seconds}} 秒后重新获取',
  resend: '重新获取',
  codeSent: '验证码已发送至 +{{country}} {{phone}}',
  submit: '登录',
  submitting: '登录中…',
  consent: '我已阅读并同意<agreement>《用户协议》</agreement>和<privacy>《隐私政策》</privacy>',
  errors: {
    phoneRequired: '请输入手机号',
    phoneInvalid: '请输入有效的手机号：5 到 15 位数字',
    phoneMainland: '中国大陆手机号为以 1 开头的 11 位数字',
    codeRequired: '请输入短信验证码',
    codeInvalid: '验证码为 6 位数字',
    consentRequired: '请先阅读并勾选同意《用户协议》和《隐私政策》',
  },
};

/** Texts of the consumer login form ('login' namespace). */
export const loginLocales = { login: { en, 'zh-CN': zhCN } };

/** English texts of the business app ('business' namespace). */
export const en = {
  appName: 'luggage storage for shops',
  titles: {
    login: 'business login',
    home: 'my shop',
    orders: 'shop orders',
    bind: 'invite staff',
    sendBind: 'confirm invitation',
    counter: 'check in / check out',
    walkIn: 'walk-in booking',
    settings: 'shop settings',
    stats: 'statistics',
    requests: 'requests',
  },
  login: {
    intro: 'log in with the phone number registered for your shop',
    phone: 'phone number',
    phonePlaceholder: 'enter your phone number',
    code: 'verification code',
    codePlaceholder: 'enter the 6-digit code',
    sendCode: 'get code',
    submit: 'log in',
    invalidPhone: 'please enter a valid phone number',
    invalidCode: 'please enter the 6-digit code',
    unavailable: 'shop sign-in opens with the business release; your details were not sent',
  },
};

export type BusinessMessages = typeof en;

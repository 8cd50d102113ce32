/** The field v sent with every call: 'wxweb' inside the WeChat in-app browser, 'web' elsewhere. */
export type ClientVariant = 'web' | 'wxweb';

/** True inside the WeChat in-app browser (its user agent carries 'MicroMessenger'). */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function clientVariant(userAgent: string): ClientVariant {
  return isWeChatBrowser(userAgent) ? 'wxweb' : 'web';
}

/** Where an order is placed from (add order's and pay/info's `order_from`): 'weixin' inside WeChat (spec §4's default), else 'web'. */
export function orderSource(userAgent: string): 'weixin' | 'web' {
  return isWeChatBrowser(userAgent) ? 'weixin' : 'web';
}

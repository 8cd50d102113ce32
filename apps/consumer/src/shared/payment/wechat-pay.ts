import { isWeChatBrowser } from '@luggage/api/client';
import type { PaymentSheet } from '@luggage/api/contract';

/** How long to wait for WeChat's bridge when the page was opened in WeChat before it got ready. */
const BRIDGE_READY_TIMEOUT_MS = 3000;

/** The JSAPI parameters of 'getBrandWCPayRequest': the wechat sheet without its provider tag. */
type WeChatPayParams = Omit<Extract<PaymentSheet, { provider: 'wechat' }>, 'provider'>;

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: WeChatPayParams, callback: (result: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    /** Present inside the WeChat in-app browser once its bridge is ready. */
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How WeChat's payment sheet ended; 'unavailable' outside the WeChat browser. */
export type WeChatPayOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

/**
 * Opens WeChat Pay's own sheet with the server's JSAPI parameters. 'ok' only means the sheet says so: the
 * server still confirms with WeChat (pay/notify) before the order counts as paid.
 */
export async function invokeWeChatPay(sheet: Extract<PaymentSheet, { provider: 'wechat' }>): Promise<WeChatPayOutcome> {
  const bridge = window.WeixinJSBridge ?? (isWeChatBrowser(navigator.userAgent) ? await bridgeReady() : undefined);
  if (!bridge) return 'unavailable';
  const { provider: _provider, ...params } = sheet;
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (result) => {
      if (result.err_msg === 'get_brand_wcpay_request:ok') resolve('ok');
      else if (result.err_msg === 'get_brand_wcpay_request:cancel') resolve('cancel');
      else resolve('fail');
    });
  });
}

/** WeChat injects its bridge a moment after the page loads and says so with 'WeixinJSBridgeReady'. */
function bridgeReady(): Promise<WeixinJSBridge | undefined> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(window.WeixinJSBridge);
    };
    const timer = setTimeout(done, BRIDGE_READY_TIMEOUT_MS);
    document.addEventListener('WeixinJSBridgeReady', done);
  });
}

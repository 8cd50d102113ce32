import { isWeChatBrowser } from '@luggage/api/client';
import type { PaymentSheet } from '@luggage/api/contract';

/** How long to wait for WeChat's bridge when the page was opened in WeChat before it got ready. */
const BRIDGE_READY_TIMEOUT_MS = 3000;

/** The JSAPI parameters of 'getBrandWCPayRequest': the wechat sheet without its provider tag. */
type WeChatPayParams = Omit<Extract<PaymentSheet, { provider: 'wechat' }>, 'provider'>;

/** What 'requestMerchantTransfer' takes: the merchant, the app and the bill's package_info (WeChat Pay's transfer to balance). */
export interface MerchantTransferParams {
  mchId: string;
  appId: string;
  package: string;
}

/** The bridge calls this app makes, by name, with their parameters. */
interface BridgeCalls {
  getBrandWCPayRequest: WeChatPayParams;
  requestMerchantTransfer: MerchantTransferParams;
}

interface WeixinJSBridge {
  invoke<Name extends keyof BridgeCalls>(name: Name, params: BridgeCalls[Name], callback: (result: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    /** Present inside the WeChat in-app browser once its bridge is ready. */
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How one of WeChat's own sheets ended; 'unavailable' outside the WeChat browser. */
export type WeChatSheetOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

/**
 * Opens WeChat's sheet `name` with `params` and answers how it ended, from its err_msg ('<prefix>:ok',
 * '<prefix>:cancel', anything else a failure), waiting for the bridge inside WeChat.
 */
async function openWeChatSheet<Name extends keyof BridgeCalls>(name: Name, params: BridgeCalls[Name], prefix: string): Promise<WeChatSheetOutcome> {
  const bridge = window.WeixinJSBridge ?? (isWeChatBrowser(navigator.userAgent) ? await bridgeReady() : undefined);
  if (!bridge) return 'unavailable';
  return new Promise((resolve) => {
    bridge.invoke(name, params, (result) => {
      if (result.err_msg === `${prefix}:ok`) resolve('ok');
      else if (result.err_msg === `${prefix}:cancel`) resolve('cancel');
      else resolve('fail');
    });
  });
}

/**
 * Opens WeChat Pay's own sheet with the server's JSAPI parameters. 'ok' only means the sheet says so: the
 * server still confirms with WeChat (pay/notify) before the order counts as paid.
 */
export function invokeWeChatPay(sheet: Extract<PaymentSheet, { provider: 'wechat' }>): Promise<WeChatSheetOutcome> {
  const { provider: _provider, ...params } = sheet;
  return openWeChatSheet('getBrandWCPayRequest', params, 'get_brand_wcpay_request');
}

/**
 * Asks the traveller, in WeChat's own sheet, to accept a transfer to their WeChat balance (商家转账: a bill
 * waiting for confirmation; `params` from the withdrawal's wechatConfirmation). 'ok' only means the sheet
 * says so: the server settles the withdrawal when WeChat tells it the transfer finished.
 */
export function invokeMerchantTransfer(params: MerchantTransferParams): Promise<WeChatSheetOutcome> {
  return openWeChatSheet('requestMerchantTransfer', params, 'requestMerchantTransfer');
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

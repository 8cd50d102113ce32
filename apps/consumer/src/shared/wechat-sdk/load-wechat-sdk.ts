import { isWeChatBrowser } from '@luggage/api/client';
import type { WxTicketResponse } from '@luggage/api/contract';
import type { WeChatJsApi, WeChatSdk } from 'weixin-js-sdk';
import { wechatSdkImport } from './wechat-sdk-import';

/** The JS APIs the app uses: sharing a page and WeChat's map. */
const JS_API_LIST: WeChatJsApi[] = ['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation'];

/** How long WeChat may take to check the config before the app gives up on the SDK. */
const WECHAT_CONFIG_TIMEOUT_MS = 10_000;

/** What {@link loadWeChatSdk} works with: the ticket's source, and the browser's own page and SDK unless given. */
export interface LoadWeChatSdkOptions {
  /** GET /api/wx/ticket/: the signed config for a page URL. */
  fetchTicket: (url: string) => Promise<WxTicketResponse>;
  /** navigator.userAgent by default. */
  userAgent?: string;
  /** location.href by default; what comes from '#' on is not signed. */
  pageUrl?: string;
  /** Imports the SDK: the `wechat-sdk` chunk by default (`wechatSdkImport`). */
  importSdk?: () => Promise<WeChatSdk>;
  /** How long WeChat may take to check the config, in milliseconds (10 s by default). */
  timeoutMs?: number;
}

/** The config of each SDK object per page URL: once checked, WeChat keeps it for the page. */
const configs = new WeakMap<WeChatSdk, Map<string, Promise<WeChatSdk>>>();

/**
 * The WeChat JS-SDK, configured for this page, inside WeChat's browser; null anywhere else, where nothing
 * is imported or asked. The SDK's chunk is imported on the first call (never on the first paint), the
 * server signs the page's URL without its hash, and `wx.config` runs once per page URL: later calls get
 * the same answer. Rejects when the ticket cannot be had, WeChat refuses the config (`wx.error`) or says
 * nothing within `timeoutMs`; the next call then tries again.
 */
export async function loadWeChatSdk({
  fetchTicket,
  userAgent = navigator.userAgent,
  pageUrl = location.href,
  importSdk = wechatSdkImport.importSdk,
  timeoutMs = WECHAT_CONFIG_TIMEOUT_MS,
}: LoadWeChatSdkOptions): Promise<WeChatSdk | null> {
  if (!isWeChatBrowser(userAgent)) return null;
  const url = pageUrl.split('#')[0] ?? pageUrl;
  const wx = await importSdk();
  const byUrl = configs.get(wx) ?? new Map<string, Promise<WeChatSdk>>();
  configs.set(wx, byUrl);
  let configured = byUrl.get(url);
  if (!configured) {
    configured = fetchTicket(url).then((ticket) => configure(wx, ticket, timeoutMs));
    byUrl.set(url, configured);
    configured.catch(() => byUrl.delete(url));
  }
  return configured;
}

function configure(wx: WeChatSdk, ticket: WxTicketResponse, timeoutMs: number): Promise<WeChatSdk> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('WeChat did not check the JS-SDK config in time')), timeoutMs);
    const { appId, timestamp, nonceStr, signature } = ticket;
    wx.config({ debug: false, appId, timestamp, nonceStr, signature, jsApiList: JS_API_LIST });
    // A refused config calls `error` and then `ready` as well: whichever comes first settles.
    wx.error(({ errMsg }) => {
      clearTimeout(timer);
      reject(new Error(`WeChat refused the JS-SDK config: ${errMsg}`));
    });
    wx.ready(() => {
      clearTimeout(timer);
      resolve(wx);
    });
  });
}

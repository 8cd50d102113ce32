import { wxTicketEndpoint } from '@luggage/api/contract';
import { recordedEndpoint } from '@luggage/app-shell/testing';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';
import { fakeWeChatSdk, type FakeWeChatSdk } from '../../shared/wechat-sdk/fake-wechat-sdk';
import { wechatSdkImport } from '../../shared/wechat-sdk/wechat-sdk-import';

/** The user agent of WeChat's in-app browser on an iPhone. */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN';

/** The signed config the test server hands out for every page. */
export const TEST_WX_TICKET = {
  appId: 'wx0123456789abcdef',
  timestamp: 1414587457,
  nonceStr: 'Wm3WZYTPz0wzccnW',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};

/**
 * Makes a route test browse inside WeChat (until the test ends): WeChat's user agent, `wx` (a fake
 * WeChat JS-SDK) in place of the SDK's chunk, and the server signing any page with
 * {@link TEST_WX_TICKET}. Returns the fake and `tickets`, the wx/ticket queries received.
 */
export function browseInsideWeChat(server: SetupServer, wx: FakeWeChatSdk = fakeWeChatSdk()) {
  const tickets: Record<string, unknown>[] = [];
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_USER_AGENT);
  vi.spyOn(wechatSdkImport, 'importSdk').mockResolvedValue(wx);
  server.use(recordedEndpoint(wxTicketEndpoint, tickets, () => ({ content: TEST_WX_TICKET })));
  return { wx, tickets };
}

import { wxTicketEndpoint, type WxTicketResponse } from '@luggage/api/contract';
import { createAppStore } from '@luggage/api/store';
import { wechatApi } from '@luggage/api/wechat-api';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakeWeChatSdk } from './fake-wechat-sdk';
import { loadWeChatSdk, type LoadWeChatSdkOptions } from './load-wechat-sdk';

const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const PAGE = 'https://luggage.example.com/app/?from=qr#/shop/12?step=2';

const ticket = (url: string): WxTicketResponse => ({
  appId: 'wx0123456789abcdef',
  timestamp: 1414587457,
  nonceStr: `nonce-for-${url.length}`,
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
});

const askedTickets = requestLog();
const server = setUpMsw(recordedEndpoint(wxTicketEndpoint, askedTickets, (params) => ({ content: ticket(String(params.url)) })));

/** The loader as the app runs it: the ticket through the real store's RTK Query endpoint, over HTTP. */
function load(options: Omit<LoadWeChatSdkOptions, 'fetchTicket'>) {
  const store = createAppStore();
  const fetchTicket = (url: string) => store.dispatch(wechatApi.endpoints.wxTicket.initiate({ url }, { subscribe: false })).unwrap();
  return loadWeChatSdk({ fetchTicket, ...options });
}

describe('loadWeChatSdk', () => {
  it('outside WeChat imports nothing and asks for no ticket', async () => {
    const importSdk = vi.fn(() => Promise.resolve(fakeWeChatSdk()));
    await expect(load({ userAgent: SAFARI, pageUrl: PAGE, importSdk })).resolves.toBeNull();
    expect(importSdk).not.toHaveBeenCalled();
    expect(askedTickets).toEqual([]);
  });

  it("inside WeChat configures the SDK with the ticket's answer for the page URL without its hash", async () => {
    const wx = fakeWeChatSdk();
    await expect(load({ userAgent: WECHAT, pageUrl: PAGE, importSdk: () => Promise.resolve(wx) })).resolves.toBe(wx);
    expect(askedTickets).toEqual([expect.objectContaining({ url: 'https://luggage.example.com/app/?from=qr' })]);
    expect(wx.configs).toEqual([
      {
        debug: false,
        ...ticket('https://luggage.example.com/app/?from=qr'),
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation'],
      },
    ]);
  });

  it('configures once per page URL, however many ask at once', async () => {
    const wx = fakeWeChatSdk();
    const options = { userAgent: WECHAT, importSdk: () => Promise.resolve(wx) };
    await Promise.all([load({ ...options, pageUrl: PAGE }), load({ ...options, pageUrl: PAGE })]);
    await load({ ...options, pageUrl: 'https://luggage.example.com/app/?from=qr#/share' });
    expect(wx.configs).toHaveLength(1);
    await load({ ...options, pageUrl: 'https://luggage.example.com/app/' });
    expect(wx.configs).toHaveLength(2);
    expect(askedTickets.map((params) => params.url)).toEqual(['https://luggage.example.com/app/?from=qr', 'https://luggage.example.com/app/']);
  });

  it("rejects with WeChat's reason when the config is refused, and tries again on the next call", async () => {
    const refused = fakeWeChatSdk({ refuseConfig: 'config:invalid signature' });
    const options = { userAgent: WECHAT, pageUrl: PAGE, importSdk: () => Promise.resolve(refused) };
    await expect(load(options)).rejects.toThrow('WeChat refused the JS-SDK config: config:invalid signature');
    await expect(load(options)).rejects.toThrow('config:invalid signature');
    expect(refused.configs).toHaveLength(2);
    expect(askedTickets).toHaveLength(2);
  });

  it('gives up when WeChat never answers the config', async () => {
    const silent = fakeWeChatSdk({ isSilent: true });
    await expect(load({ userAgent: WECHAT, pageUrl: PAGE, importSdk: () => Promise.resolve(silent), timeoutMs: 50 })).rejects.toThrow(
      'WeChat did not check the JS-SDK config in time',
    );
  });

  it('rejects without configuring when the server has no ticket', async () => {
    server.use(recordedEndpoint(wxTicketEndpoint, askedTickets, () => ({ errorMsg: 'WeChat is unavailable, please try again later' })));
    const wx = fakeWeChatSdk();
    await expect(load({ userAgent: WECHAT, pageUrl: PAGE, importSdk: () => Promise.resolve(wx) })).rejects.toMatchObject({
      message: 'WeChat is unavailable, please try again later',
    });
    expect(wx.configs).toEqual([]);
  });
});

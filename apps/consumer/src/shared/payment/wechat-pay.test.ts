import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeMerchantTransfer, invokeWeChatPay } from './wechat-pay';

const sheet = { provider: 'wechat' as const, appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA' as const, paySign: 's' };
const answering = (err_msg: string) => ({
  invoke: vi.fn((_name: string, _params: unknown, callback: (result: { err_msg?: string }) => void) => callback({ err_msg })),
});

afterEach(() => {
  delete window.WeixinJSBridge;
});

describe('invokeWeChatPay', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
  ])('%s → %s, with the JSAPI parameters only', async (message, outcome) => {
    const bridge = answering(message);
    window.WeixinJSBridge = bridge;
    await expect(invokeWeChatPay(sheet)).resolves.toBe(outcome);
    expect(bridge.invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' },
      expect.any(Function),
    );
  });

  it('is unavailable outside WeChat', async () => {
    await expect(invokeWeChatPay(sheet)).resolves.toBe('unavailable');
  });

  it('inside WeChat waits for the bridge to be ready', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.50');
    const paying = invokeWeChatPay(sheet);
    window.WeixinJSBridge = answering('get_brand_wcpay_request:ok');
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(paying).resolves.toBe('ok');
  });
});

describe('invokeMerchantTransfer', () => {
  const confirmation = { mchId: '1230000109', appId: 'wx1', package: 'affffddafdfafddffda==' };

  it.each([
    ['requestMerchantTransfer:ok', 'ok'],
    ['requestMerchantTransfer:cancel', 'cancel'],
    ['requestMerchantTransfer:fail', 'fail'],
  ])('%s → %s, with the bill’s confirmation as WeChat takes it', async (message, outcome) => {
    const bridge = answering(message);
    window.WeixinJSBridge = bridge;
    await expect(invokeMerchantTransfer(confirmation)).resolves.toBe(outcome);
    expect(bridge.invoke).toHaveBeenCalledWith('requestMerchantTransfer', confirmation, expect.any(Function));
  });
});

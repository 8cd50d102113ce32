import {
  clientConfigEndpoint,
  ERROR_MESSAGES,
  orderInfoEndpoint,
  payCancelEndpoint,
  payInfoEndpoint,
  payNotifyEndpoint,
  payResultEndpoint,
  sandboxPayEndpoint,
  storeInfoV3Endpoint,
  type OrderDetail,
  type PayInfoResponse,
  type PayResult,
} from '@luggage/api/contract';
import { buildClientConfig, buildOrderDetail, buildShopDetail, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { SESSION_STORAGE_KEYS, WECHAT_AUTH_HALT_KEY, type Session } from '@luggage/api/session';
import { recordedEndpoint, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { PAY_RESULT_POLL_MS } from '../features/payment/use-pay-order';
import { pageAddress } from '../features/wechat-auth/page-address';
import { PENDING_AUTHORISATION_KEY } from '../features/wechat-auth/pending-authorisation';

// 10:00 on Monday 23 November 2026 in Shanghai; the order is held until 10:15.
const NOW = new Date('2026-11-23T02:00:00Z');
const OUT_TRADE_NO = 'f'.repeat(32);

/** What the server was sent, per call. */
let sent: Record<'payInfo' | 'sandboxPay' | 'notify' | 'result' | 'cancel', Record<string, unknown>[]>;
const resetSent = () => {
  sent = { payInfo: [], sandboxPay: [], notify: [], result: [], cancel: [] };
};
resetSent();

const server = setUpMsw();
afterEach(() => {
  resetSent();
  delete window.WeixinJSBridge;
  sessionStorage.clear();
});

const unpaid = (overrides: Partial<OrderDetail> = {}) =>
  buildOrderDetail({ status: 'unpaid', voucherCode: null, paidAt: null, cancellable: false, ...overrides });
const payState = (status: PayResult['status']): PayResult => ({ orderId: '501', status, storeStatus: 0, paidAt: status === 'paid' ? NOW.toISOString() : null });

interface OpenOptions {
  order?: OrderDetail | MockAnswer<typeof orderInfoEndpoint>;
  payInfo?: MockAnswer<typeof payInfoEndpoint>;
  notify?: PayResult['status'];
  results?: PayResult['status'][];
  language?: 'en' | 'zh-CN';
  /** What differs in the traveller's session, e.g. the openid of an authorisation in WeChat. */
  traveller?: Partial<Session>;
}

function openPay(options: OpenOptions = {}) {
  let order = options.order ?? unpaid();
  const results = [...(options.results ?? [])];
  const sandboxSheet: PayInfoResponse = { orderId: '501', payAmount: 6000, payBefore: '2026-11-23T02:15:00.000Z', sheet: { provider: 'sandbox', outTradeNo: OUT_TRADE_NO } };
  server.use(
    mockEndpoint(orderInfoEndpoint, () => ('id' in order ? { content: order } : order)),
    recordedEndpoint(payInfoEndpoint, sent.payInfo, () => options.payInfo ?? { content: sandboxSheet }),
    recordedEndpoint(sandboxPayEndpoint, sent.sandboxPay, (params) => ({ content: { outTradeNo: OUT_TRADE_NO, outcome: params.outcome as 'succeeded' | 'failed' } })),
    recordedEndpoint(payNotifyEndpoint, sent.notify, () => {
      const status = options.notify ?? 'paid';
      if (status === 'paid' && 'id' in order) order = { ...order, status: 'paid', voucherCode: '7KQ2M9XD' };
      return { content: payState(status) };
    }),
    recordedEndpoint(payResultEndpoint, sent.result, () => {
      const status = results.shift() ?? 'unpaid';
      if (status === 'paid' && 'id' in order) order = { ...order, status: 'paid', voucherCode: '7KQ2M9XD' };
      return { content: payState(status) };
    }),
    recordedEndpoint(payCancelEndpoint, sent.cancel, () => {
      if ('id' in order) order = { ...order, status: 'cancelled' };
      return { content: payState('cancelled') };
    }),
    // The voucher the payment ends on.
    mockEndpoint(storeInfoV3Endpoint, () => ({ content: { ...buildShopDetail({ id: 1 }), order: buildOrderDetail() } })),
  );
  return renderTravellerRoute('/pay/501', { now: NOW, language: options.language, traveller: options.traveller });
}

const payButton = () => screen.findByRole('button', { name: 'pay ¥60.00' });


type WechatSheet = Extract<PayInfoResponse['sheet'], { provider: 'wechat' }>;

/** The pay/info answer of order 501 with a WeChat Pay sheet; `sheet` overrides its fields. */
const wechatPayInfo = (sheet: Partial<WechatSheet> = {}): PayInfoResponse => ({
  orderId: '501',
  payAmount: 6000,
  payBefore: '2026-11-23T02:15:00.000Z',
  sheet: { provider: 'wechat', appId: 'wx1', timeStamp: '1795000000', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's', ...sheet },
});
/** The traveller's WeChat identity after authorising in WeChat. */
const AUTHORISED = { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', code: '061AbcDef' };
const inWeChat = () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');

describe('#/pay/{id}', () => {
  it('shows what is paid for and the time left to pay', async () => {
    await openPay();
    await payButton();
    expect(screen.getByRole('heading', { name: 'to pay' })).toBeInTheDocument();
    expect(screen.getByText('¥60.00')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'time left to pay' })).toHaveTextContent('15:00');
    expect(screen.getByText('人民广场店')).toBeInTheDocument();
    expect(screen.getByText('23 Nov 2026 to 24 Nov 2026 (2 days)')).toBeInTheDocument();
    expect(screen.getByText('bag (small item)').nextElementSibling).toHaveTextContent('× 2');
  });

  it('pays in the sandbox sheet and opens the voucher', async () => {
    const { router } = await openPay();
    await userEvent.click(await payButton());
    const sheet = await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAccessibleDescription(/¥60.00/);
    expect(within(sheet).getByRole('button', { name: 'confirm' })).toHaveFocus();
    await userEvent.click(within(sheet).getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credence/501'));
    expect(sent.payInfo).toEqual([expect.objectContaining({ orderId: '501', order_from: 'web' })]);
    expect(sent.sandboxPay).toEqual([expect.objectContaining({ outTradeNo: OUT_TRADE_NO, outcome: 'succeeded' })]);
    expect(sent.notify).toEqual([expect.objectContaining({ orderId: '501' })]);
    expect(await screen.findByText('7KQ2 M9XD')).toBeInTheDocument();
  });

  it('asks for the result until the payment is confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await openPay({ notify: 'unpaid', results: ['unpaid', 'paid'] });
    await user.click(await payButton());
    await user.click(await screen.findByRole('button', { name: 'confirm' }));
    expect(await screen.findByRole('button', { name: 'confirming the payment…' })).toBeDisabled();
    // pay/result is asked once a second: the clock moves on a second at a time until the voucher opens.
    await waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(PAY_RESULT_POLL_MS));
      expect(router.state.location.pathname).toBe('/credence/501');
    });
    expect(sent.result).toHaveLength(2);
    expect(await screen.findByText('7KQ2 M9XD')).toBeInTheDocument();
  });

  it("a failed sandbox payment closes the sheet and says so in a dialog; 'try again' opens the sheet again", async () => {
    await openPay();
    await userEvent.click(await payButton());
    await userEvent.click(await screen.findByRole('button', { name: 'fail' }));
    const failed = await screen.findByRole('alertdialog', { name: 'payment not completed' });
    expect(failed).toHaveAccessibleDescription('the payment failed, please try again');
    expect(screen.queryByRole('dialog', { name: 'Sandbox payment' })).not.toBeInTheDocument();
    expect(sent.sandboxPay).toEqual([expect.objectContaining({ outcome: 'failed' })]);
    expect(sent.notify).toEqual([]);
    await userEvent.click(within(failed).getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('dialog', { name: 'Sandbox payment' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.payInfo).toHaveLength(2);
  });

  it("'pay later' closes the failure and leaves the order payable", async () => {
    await openPay();
    await userEvent.click(await payButton());
    await userEvent.click(await screen.findByRole('button', { name: 'fail' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'pay later' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
  });

  it('a sheet cancelled in WeChat and no connection are failures with the reason and try again', async () => {
    const invoke = vi.fn((_name: string, _params: unknown, callback: (result: { err_msg?: string }) => void) =>
      callback({ err_msg: 'get_brand_wcpay_request:cancel' }),
    );
    window.WeixinJSBridge = { invoke };
    await openPay({ payInfo: { content: wechatPayInfo() } });
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alertdialog', { name: 'payment not completed' })).toHaveAccessibleDescription('the payment was cancelled');
    server.use(http.get(`*${payInfoEndpoint.path}`, () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'payment not completed' })).toHaveAccessibleDescription('no network connection, please try again later'),
    );
  });

  it('the sheet keeps the focus inside and Escape closes it, back on the pay button', async () => {
    await openPay();
    const pay = await payButton();
    await userEvent.click(pay);
    const sheet = await screen.findByRole('dialog', { name: 'Sandbox payment' });
    const confirm = within(sheet).getByRole('button', { name: 'confirm' });
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'fail' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await payButton()).toHaveFocus();
    expect(sent.sandboxPay).toEqual([]);
  });

  it('pays with WeChat Pay through WeixinJSBridge', async () => {
    const wechat = wechatPayInfo();
    const invoke = vi.fn((_name: string, _params: unknown, callback: (result: { err_msg?: string }) => void) =>
      callback({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    const { router } = await openPay({ payInfo: { content: wechat } });
    await userEvent.click(await payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/credence/501'));
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: 'wx1', timeStamp: '1795000000', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' },
      expect.any(Function),
    );
    expect(sent.notify).toHaveLength(1);
    expect(await screen.findByText('7KQ2 M9XD')).toBeInTheDocument();
  });

  it('sends the openid the session keeps', async () => {
    await openPay({ traveller: { wechat: AUTHORISED } });
    await userEvent.click(await payButton());
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(sent.payInfo).toEqual([expect.objectContaining({ orderId: '501', openid: AUTHORISED.openid, order_from: 'web' })]);
  });

  it('inside WeChat pays as the authorised WeChat user', async () => {
    inWeChat();
    const invoke = vi.fn((_name: string, _params: unknown, callback: (result: { err_msg?: string }) => void) =>
      callback({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    const { router } = await openPay({ payInfo: { content: wechatPayInfo() }, traveller: { wechat: AUTHORISED } });
    await userEvent.click(await payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/credence/501'));
    expect(sent.payInfo).toEqual([expect.objectContaining({ openid: AUTHORISED.openid, order_from: 'weixin' })]);
    expect(await screen.findByText('7KQ2 M9XD')).toBeInTheDocument();
  });

  it("inside WeChat after a denied authorisation says WeChat Pay needs it; 'authorise again' goes back to WeChat", async () => {
    inWeChat();
    const leaveFor = vi.spyOn(pageAddress, 'leaveFor').mockImplementation(() => undefined);
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }));
    sessionStorage.setItem(WECHAT_AUTH_HALT_KEY, 'denied');
    await openPay();
    expect(await screen.findByText('WeChat Pay needs your WeChat authorisation: authorise again to pay here in WeChat')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'authorise again' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledOnce());
    expect(leaveFor.mock.calls[0]![0]).toMatch(/\/connect\/oauth2\/authorize\?appid=wx0123456789abcdef&redirect_uri=.*&scope=snsapi_base&state=\w+#wechat_redirect$/);
    expect(JSON.parse(sessionStorage.getItem(PENDING_AUTHORISATION_KEY) ?? '{}')).toEqual(expect.objectContaining({ route: '/pay/501' }));
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBeNull();
  });

  it("a refused openid shows the server's words, drops the stored openid and waits for 'authorise again'", async () => {
    inWeChat();
    const leaveFor = vi.spyOn(pageAddress, 'leaveFor').mockImplementation(() => undefined);
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }));
    await openPay({ payInfo: { errorMsg: ERROR_MESSAGES.openidMismatch.en }, traveller: { wechat: AUTHORISED } });
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('your WeChat account has changed, please reopen this page in WeChat');
    expect(sent.payInfo).toEqual([expect.objectContaining({ openid: AUTHORISED.openid })]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? '{}')).not.toHaveProperty('wechat');
    expect(leaveFor).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'authorise again' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledOnce());
  });

  it('outside WeChat a WeChat sheet asks to open the page in WeChat', async () => {
    const wechat = wechatPayInfo({ timeStamp: '1', package: 'p' });
    await openPay({ payInfo: { content: wechat } });
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('please open this page in WeChat to pay');
    expect(sent.notify).toEqual([]);
  });

  it('shows a refusal to start paying in a dialog and keeps the pay button', async () => {
    await openPay({ payInfo: { errorMsg: 'the payment time is over, please book again' } });
    await userEvent.click(await payButton());
    expect(await screen.findByRole('alertdialog', { name: 'payment not completed' })).toHaveAccessibleDescription('the payment time is over, please book again');
    expect(await payButton()).toBeEnabled();
  });

  it('past its hold says the time is over, with the way to book again', async () => {
    await openPay({ order: unpaid({ payBefore: '2026-11-23T01:59:00.000Z' }) });
    expect(await screen.findByText('the time to pay is over and the storage spaces were released: please book again')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'book again' })).toHaveAttribute('href', '/book/1');
    expect(screen.queryByRole('button', { name: /^pay/ })).not.toBeInTheDocument();
  });

  it('an order paid already leads to its voucher', async () => {
    await openPay({ order: buildOrderDetail() });
    expect(await screen.findByText('this order is paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'show the storage voucher' })).toHaveAttribute('href', '/credence/501');
  });

  it('cancels the payment after a confirmation and goes back to the order', async () => {
    const { router } = await openPay();
    await payButton();
    await userEvent.click(screen.getByRole('button', { name: 'cancel payment' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'cancel payment' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'keep the order' }));
    expect(sent.cancel).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'cancel payment' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'cancel the order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/501'));
    expect(sent.cancel).toEqual([expect.objectContaining({ orderId: '501' })]);
    expect(await screen.findByText('cancelled', { selector: '.order-status' })).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    await openPay({ order: { httpStatus: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    server.use(mockEndpoint(orderInfoEndpoint, { content: unpaid() }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await payButton()).toBeEnabled();
  });

  it('speaks Chinese', async () => {
    await openPay({ language: 'zh-CN' });
    await userEvent.click(await screen.findByRole('button', { name: '支付 ¥60.00' }));
    expect(await screen.findByRole('dialog', { name: '沙箱支付' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认支付' })).toHaveFocus();
  });
});

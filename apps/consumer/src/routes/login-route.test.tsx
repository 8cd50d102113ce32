import {
  clientConfigEndpoint,
  consumeOrderListEndpoint,
  loginEndpoint,
  orderListEndpoint,
  rewardListEndpoint,
  sendSmsCodeEndpoint,
  SMS_RESEND_SECONDS,
  userCouponsEndpoint,
  userInfoEndpoint,
} from '@luggage/api/contract';
import { buildClientConfig, buildRewardList, mockEndpoint } from '@luggage/api/mocks';
import { createAppStore } from '@luggage/api/store';
import { expectToast, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { consentTicked } from '../features/login/login-form-slice';
import { rememberPromo } from '../shared/promotion/first-touch-promo';

const CODE = '246810';
/** The bodies the server received, per call. */
const sendBodies = requestLog();
const loginBodies = requestLog();

const server = setUpMsw(
  recordedEndpoint(sendSmsCodeEndpoint, sendBodies, () => ({ content: { resendAfter: SMS_RESEND_SECONDS } })),
  recordedEndpoint(loginEndpoint, loginBodies, (body) => {
    if (body.code !== CODE) return { errorMsg: 'the code is wrong, please check it and try again' };
    return { content: { userId: '7', userToken: 'a'.repeat(64), phone: `+${String(body.country)} ${String(body.phone)}` } };
  }),
  mockEndpoint(userInfoEndpoint, { content: { userId: '7', country: '86', phone: '13800138000', createdAt: '2026-11-23T12:00:00Z' } }),
  // My coupons, where the logins of these tests return.
  mockEndpoint(userCouponsEndpoint, { content: { coupons: [], page: 1, counts: { unused: 0, locked: 0, used: 0, expired: 0 } } }),
  // The user centre's extra charges, where a login without a usable redirect returns.
  mockEndpoint(consumeOrderListEndpoint, { content: { consumes: [], page: 1 } }),
  mockEndpoint(rewardListEndpoint, { content: buildRewardList() }),
);

/** Opens `path` as a guest who has already ticked the consent box, unless `consented` is false. */
const open = (path = '/login', language: 'en' | 'zh-CN' = 'en', { consented = true } = {}) => {
  const store = createAppStore();
  if (consented) store.dispatch(consentTicked(true));
  return renderTravellerRoute(path, { language, isGuest: true, store });
};
const consentBox = () => screen.getByRole('checkbox', { name: 'I have read and agree to the User Agreement and Privacy Policy' });
const phoneInput = () => screen.findByRole('textbox', { name: 'phone number' });
const codeInput = () => screen.getByRole('textbox', { name: 'SMS code' });
/** What the server received, leaving out the fields every call carries (v). */
const bodiesOf = (bodies: Record<string, unknown>[]) => bodies.map(({ v: _v, ...fields }) => fields);
/** Asserts that `text` is shown in a live region of its own. */
const expectStatus = (text: string) => expect(screen.getByText(text)).toHaveAttribute('role', 'status');
const currentPath = (router: Awaited<ReturnType<typeof open>>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('login: the form', () => {
  it('has a labelled tel input behind the +86 code and a one-time-code input', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'log in' })).toBeInTheDocument();
    const phone = await phoneInput();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: '+86, change the country or region code' })).toHaveTextContent('+86');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('maxlength', '6');
  });

  it('names what is wrong with each field, tied to it, and sends nothing', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'log in' }));
    expect(await phoneInput()).toHaveAccessibleDescription('enter your phone number');
    expect(codeInput()).toHaveAccessibleDescription('enter the code from the SMS');
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    await userEvent.type(await phoneInput(), '1380013800');
    await userEvent.type(codeInput(), '123');
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    expect(await phoneInput()).toHaveAccessibleDescription('a mainland China mobile number has 11 digits and starts with 1');
    expect(codeInput()).toHaveAccessibleDescription('the code has 6 digits');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'send code' }));
    expect(await phoneInput()).toHaveAccessibleDescription('a mainland China mobile number has 11 digits and starts with 1');
    expect(bodiesOf(sendBodies)).toEqual([]);
    expect(loginBodies).toEqual([]);
  });

  it('typing into a field clears its message', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'send code' }));
    expect(await phoneInput()).toHaveAccessibleDescription('enter your phone number');
    await userEvent.type(await phoneInput(), '1');
    expect(await phoneInput()).not.toHaveAccessibleDescription();
  });
});

describe('login: consent to the user agreement and privacy policy', () => {
  it('is unticked at first and links to both pages', async () => {
    await open('/login', 'en', { consented: false });
    await phoneInput();
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/agreement');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('without it, sending a code or logging in says what is missing and sends nothing; ticking clears it', async () => {
    await open('/login', 'en', { consented: false });
    await userEvent.type(await phoneInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'send code' }));
    const missing = 'please tick the box to agree to the User Agreement and Privacy Policy first';
    expect(await screen.findByRole('alert')).toHaveTextContent(missing);
    expect(consentBox()).toHaveAccessibleDescription(missing);
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    expect(consentBox()).toHaveAccessibleDescription(missing);
    expect(sendBodies).toEqual([]);
    expect(loginBodies).toEqual([]);

    await userEvent.click(consentBox());
    expect(screen.queryByText(missing)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'send code' }));
    await screen.findByRole('button', { name: 'resend in 60 s' });
    expect(bodiesOf(sendBodies)).toEqual([{ country: '86', phone: '13800138000', area: 'user' }]);
  });

  it('speaks Chinese', async () => {
    await open('/login', 'zh-CN', { consented: false });
    expect(await screen.findByRole('checkbox', { name: '我已阅读并同意《用户协议》和《隐私政策》' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意《用户协议》和《隐私政策》' })).toHaveAccessibleDescription(
      '请先阅读并勾选同意《用户协议》和《隐私政策》',
    );
  });
});

describe('login: the code', () => {
  it('sends a code, counts 60 s down from the server’s resendAfter, then offers a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await open();
    await user.type(await phoneInput(), '138 0013 8000');
    await user.click(screen.getByRole('button', { name: 'send code' }));
    expect(await screen.findByRole('button', { name: 'resend in 60 s' })).toBeDisabled();
    expectStatus('a code was sent to +86 13800138000');
    expect(codeInput()).toHaveFocus();
    expect(bodiesOf(sendBodies)).toEqual([{ country: '86', phone: '13800138000', area: 'user' }]);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'resend in 59 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'resend in 1 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'resend code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'resend in 60 s' })).toBeDisabled();
    expect(sendBodies).toHaveLength(2);
  });

  it('shows the server’s refusal as an alert and keeps the button usable', async () => {
    server.use(mockEndpoint(sendSmsCodeEndpoint, { errorMsg: 'too many codes for this phone, please try again later' }));
    await open();
    await userEvent.type(await phoneInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: 'send code' }));
    await expectToast('too many codes for this phone, please try again later');
    expect(screen.getByRole('button', { name: 'send code' })).toBeEnabled();
    expect(await phoneInput()).toHaveValue('13800138000');
  });
});

describe('login: logging in', () => {
  it('stores the session, on the device too, and goes to the redirect page', async () => {
    const { router, store } = await open('/login?redirect=%2Fcoupons');
    await userEvent.type(await phoneInput(), '13800138000');
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/coupons'));
    const session = { userId: '7', userToken: 'a'.repeat(64), phone: '+86 13800138000' };
    expect(store.getState().session.user).toEqual(session);
    expect(JSON.parse(localStorage.getItem('luggage.session.user') ?? 'null')).toEqual(session);
    expect(bodiesOf(loginBodies)).toEqual([{ country: '86', phone: '13800138000', code: CODE }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'my coupons' })).toBeInTheDocument();
  });

  it('sends the promotion code this device arrived through with the login', async () => {
    rememberPromo('AB12CD', Date.now());
    await open();
    await userEvent.type(await phoneInput(), '13800138000');
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(bodiesOf(loginBodies)).toEqual([{ country: '86', phone: '13800138000', code: CODE, promo: 'AB12CD' }]));
  });

  it.each([
    ['/login', '/center'],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/center'],
    ['/login?redirect=%2F%2Fevil.example', '/center'],
  ])('%s goes on to %s after the login', async (path, expected) => {
    const { router } = await open(path);
    await userEvent.type(await phoneInput(), '13800138000');
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('a wrong code shows the server’s message and keeps what was typed', async () => {
    const { router, store } = await open();
    await userEvent.type(await phoneInput(), '13800138000');
    await userEvent.type(codeInput(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    await expectToast('the code is wrong, please check it and try again');
    expect(await phoneInput()).toHaveValue('13800138000');
    expect(codeInput()).toHaveValue('111111');
    expect(store.getState().session.user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a logged-in user is sent on to the redirect page at once', async () => {
    server.use(mockEndpoint(orderListEndpoint, { content: { orders: [], page: 1 } }));
    const { router } = await renderTravellerRoute('/login?redirect=%2Forders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });
});

describe('login: the country code', () => {
  it('the picker returns the chosen code to the login, with the phone typed and the redirect kept', async () => {
    const { router } = await open('/login?redirect=%2Fcoupons');
    await userEvent.type(await phoneInput(), '91234567');
    await userEvent.click(screen.getByRole('link', { name: '+86, change the country or region code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'choose a country or region' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'countries and regions' });
    expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName('Chinese mainland +86');
    expect(within(list).getByRole('button', { name: 'Chinese mainland +86' })).toHaveAttribute('aria-current', 'true');

    await userEvent.type(screen.getByRole('searchbox', { name: 'search a country or region' }), 'hong');
    expectStatus('1 country or region');
    await userEvent.click(within(list).getByRole('button', { name: 'Hong Kong, China +852' }));

    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Fcoupons'));
    expect(await screen.findByRole('link', { name: '+852, change the country or region code' })).toBeInTheDocument();
    expect(await phoneInput()).toHaveValue('91234567');
    await userEvent.click(screen.getByRole('button', { name: 'send code' }));
    await screen.findByRole('button', { name: 'resend in 60 s' });
    expect(bodiesOf(sendBodies)).toEqual([{ country: '852', phone: '91234567', area: 'user' }]);
  });

  it('offers only the calling codes the server sends login codes to (its smsCountries)', async () => {
    await open('/country');
    const list = await screen.findByRole('list', { name: 'countries and regions' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Chinese mainland +86',
        'Hong Kong, China +852',
        'Macao, China +853',
        'Taiwan, China +886',
      ]),
    );
  });

  it('filters by code or by the other language’s name, and says when nothing matches', async () => {
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig({ smsCountries: ['86', '852', '853', '886', '81'] }) }));
    await open('/country');
    const filter = await screen.findByRole('searchbox', { name: 'search a country or region' });
    const list = screen.getByRole('list', { name: 'countries and regions' });
    await userEvent.type(filter, '+85');
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Hong Kong, China +852',
      'Macao, China +853',
    ]);
    await userEvent.clear(filter);
    await userEvent.type(filter, '日本');
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['Japan +81']);
    await userEvent.type(filter, 'x');
    expectStatus('no country or region found');
    expect(within(list).queryAllByRole('button')).toEqual([]);
  });

  it('opened directly, choosing goes to the login with that code', async () => {
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig({ smsCountries: ['86', '81'] }) }));
    const { router } = await open('/country');
    await userEvent.click(await screen.findByRole('button', { name: 'Japan +81' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('link', { name: '+81, change the country or region code' })).toBeInTheDocument();
  });
});

describe('login: in Chinese', () => {
  it('shows the form, its messages and the country names in Chinese', async () => {
    await open('/login', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    const phone = await screen.findByRole('textbox', { name: '手机号' });
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(phone).toHaveAccessibleDescription('请输入手机号');
    expect(screen.getByRole('textbox', { name: '短信验证码' })).toHaveAccessibleDescription('请输入短信验证码');
    await userEvent.click(screen.getByRole('link', { name: '+86，更换国家或地区区号' }));
    expect(await screen.findByRole('heading', { level: 1, name: '选择国家或地区' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中国香港 +852' })).toBeInTheDocument();
  });
});

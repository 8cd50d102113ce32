import {
  acceptInviteEndpoint,
  contentPageEndpoint,
  ERROR_MESSAGES,
  businessInfoEndpoint,
  businessLoginEndpoint,
  businessLogoutEndpoint,
  inviteStaffEndpoint,
  removeStaffEndpoint,
  sendSmsCodeEndpoint,
  SMS_RESEND_SECONDS,
  staffListEndpoint,
  type BusinessShop,
  type StaffMember,
} from '@luggage/api/contract';
import { buildBusinessInfo, buildBusinessLogin, buildBusinessShop, buildContentPage, mockEndpoint } from '@luggage/api/mocks';
import { writeStoredSession } from '@luggage/api/session';
import { expectToast, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffRoute } from './test/render-staff-route';

const CODE = '246810';
const OWNER_PHONE = '13900000000';
const SECOND_SHOP = buildBusinessShop({ storeId: 2, name: '南京东路店', en: 'East Nanjing Road' });

/** The bodies the server received, per call, without the fields every call carries (v). */
const received: Record<'send' | 'login' | 'logout' | 'invite' | 'remove' | 'accept', Record<string, unknown>[]> = {
  send: [],
  login: [],
  logout: [],
  invite: [],
  remove: [],
  accept: [],
};
const record = (call: keyof typeof received, { v: _v, ...body }: Record<string, unknown>) => received[call].push(body);

/** The team of shop 1 as the mocked server holds it (changed by invite and remove). */
let team: StaffMember[] = [];
const buildTeam = (): StaffMember[] => [
  { userId: '900', phone: `+86 ${OWNER_PHONE}`, role: 'owner', state: 'active', since: '2026-11-01T02:00:00Z' },
  { userId: '901', phone: '+86 13900000001', role: 'staff', state: 'active', since: '2026-11-20T06:30:00Z' },
];

const server = setUpMsw(
  mockEndpoint(sendSmsCodeEndpoint, (body) => {
    record('send', body);
    return { content: { resendAfter: SMS_RESEND_SECONDS } };
  }),
  mockEndpoint(businessLoginEndpoint, (body) => {
    record('login', body);
    if (body.code !== CODE) return { errorMsg: 'the code is wrong, please check it and try again' };
    if (body.phone !== OWNER_PHONE) return { errorMsg: 'this phone is not registered as shop staff, please ask the shop owner to invite you' };
    return { content: buildBusinessLogin() };
  }),
  mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo() }),
  mockEndpoint(businessLogoutEndpoint, (body) => {
    record('logout', body);
    return { content: {} };
  }),
  mockEndpoint(staffListEndpoint, () => ({ content: { staff: team } })),
  mockEndpoint(inviteStaffEndpoint, (body) => {
    record('invite', body);
    if (team.some((member) => member.phone === `+86 ${String(body.phone)}`)) return { errorMsg: 'this phone already works at this shop' };
    team = [...team, { userId: null, phone: `+86 ${String(body.phone)}`, role: 'staff', state: 'invited', since: '2026-11-23T10:00:00Z' }];
    return { content: { phone: `+86 ${String(body.phone)}`, expiresAt: '2026-11-30T10:00:00Z', resendAfter: SMS_RESEND_SECONDS } };
  }),
  mockEndpoint(removeStaffEndpoint, (body) => {
    record('remove', body);
    team = team.filter((member) => member.userId !== body.userId && member.phone !== `+${String(body.country)} ${String(body.phone)}`);
    return { content: { staff: team } };
  }),
  mockEndpoint(acceptInviteEndpoint, (body) => {
    record('accept', body);
    if (body.code !== CODE) return { errorMsg: 'the code is wrong, please check it and try again' };
    return { content: { ...buildBusinessLogin({ phone: '+86 13900000003', shops: [buildBusinessShop({ role: 'staff' })] }), joined: [1] } };
  }),
  // The other helpers' screens (home, orders…) may load their own data: answered as refused, never unhandled.
  http.all('*/api/business/*', () => HttpResponse.json({ status: 0, errorMsg: 'not part of this test' })),
);
beforeEach(() => {
  for (const bodies of Object.values(received)) bodies.length = 0;
  team = buildTeam();
});

interface OpenOptions {
  language?: 'en' | 'zh-CN';
  /** Open with the owner (account 900) signed in on the business session. */
  isSignedIn?: boolean;
  /** Where the store's 401 reaction writes the page's hash. */
  location?: { hash: string };
}

const open = (path: string, { language = 'en', isSignedIn = false, location }: OpenOptions = {}) =>
  renderStaffRoute(path, { language, isGuest: !isSignedIn, location });
const currentPath = (router: Awaited<ReturnType<typeof open>>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const phoneInput = () => screen.findByRole('textbox', { name: 'phone number' });
const codeInput = () => screen.getByRole('textbox', { name: 'SMS code' });
const consentBox = () => screen.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy for shop staff' });
const navLinks = () => within(screen.getByRole('navigation', { name: 'shop app' })).getAllByRole('link').map((link) => link.textContent);
const mockShops = (shops: BusinessShop[]) => server.use(mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo({ shops }) }));

describe('business routes', () => {
  it.each(['/home', '/bussiness/unknown', '/orders'])('%s shows the fallback page', async (path) => {
    await open(path);
    expect(await screen.findByRole('heading', { name: 'page not found' })).toBeInTheDocument();
  });

  it.each([
    ['/', '/bussiness/login'],
    ['/bussiness', '/bussiness/login?redirect=%2Fbussiness'],
    ['/bussiness/orders?day=2026-11-23', '/bussiness/login?redirect=%2Fbussiness%2Forders%3Fday%3D2026-11-23'],
  ])('%s without a business session goes to the business login (%s)', async (path, login) => {
    const { router } = await open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'business login' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(login);
  });

  it('a consumer session does not count', async () => {
    writeStoredSession(localStorage, 'user', { userId: '7', userToken: 'u'.repeat(43), phone: '+86 13800138000' });
    await open('/bussiness');
    expect(await screen.findByRole('heading', { level: 1, name: 'business login' })).toBeInTheDocument();
  });

  it('a device signed in on the business session skips the login', async () => {
    writeStoredSession(localStorage, 'business', { userId: '900', userToken: 'b'.repeat(43), phone: `+86 ${OWNER_PHONE}` });
    const { router } = await open('/bussiness/login');
    expect(await screen.findByText("People's Square")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bussiness');
  });
});

describe('business login', () => {
  it('names what is wrong with each field and sends nothing', async () => {
    await open('/bussiness/login');
    await userEvent.click(await screen.findByRole('button', { name: 'log in' }));
    expect(await phoneInput()).toHaveAccessibleDescription('enter your phone number');
    expect(codeInput()).toHaveAccessibleDescription('enter the code from the SMS');
    await userEvent.type(await phoneInput(), '1390000000');
    await userEvent.click(screen.getByRole('button', { name: 'get code' }));
    expect(await phoneInput()).toHaveAccessibleDescription('a mainland China mobile number has 11 digits and starts with 1');
    expect(received.send).toEqual([]);
    expect(received.login).toEqual([]);
  });

  it('sends a business code and counts 60 s down before the next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await open('/bussiness/login');
    await user.type(await phoneInput(), '139 0000 0000');
    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'get code' }));
    expect(await screen.findByRole('button', { name: 'resend in 60 s' })).toBeDisabled();
    expect(screen.getByText('a code was sent to +86 13900000000')).toHaveAttribute('role', 'status');
    expect(received.send).toEqual([{ country: '86', phone: OWNER_PHONE, area: 'business' }]);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'resend in 59 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'resend code' })).toBeEnabled();
  });

  it('shows a refused code next to the form and keeps the phone; the right code opens the shop', async () => {
    const { router, store } = await open('/bussiness/login');
    await userEvent.type(await phoneInput(), OWNER_PHONE);
    await userEvent.click(consentBox());
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    await expectToast('the code is wrong, please check it and try again');
    expect(await phoneInput()).toHaveValue(OWNER_PHONE);
    expect(store.getState().session.business).toBeNull();

    await userEvent.clear(codeInput());
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    // The shop first: the title is in the layout's loading frame too, which the signed-in frame replaces.
    expect(await screen.findByText("People's Square")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'my shop' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bussiness');
    expect(navLinks()).toEqual(['home', 'counter', 'orders', 'stats', 'settings', 'staff']);
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('aria-current', 'page');
    expect(store.getState().session.business?.userId).toBe('900');
    expect(JSON.parse(localStorage.getItem('luggage.session.business') ?? '{}')).toMatchObject({ userId: '900' });
    expect(store.getState().session.user).toBeNull();
  });

  it('a phone that works at no shop is told so', async () => {
    await open('/bussiness/login');
    await userEvent.type(await phoneInput(), '13900000009');
    await userEvent.click(consentBox());
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    await expectToast('this phone is not registered as shop staff');
  });

  it.each([
    ['/bussiness/bind', '/bussiness/bind'],
    ['/orders', '/bussiness'],
    ['//evil.example', '/bussiness'],
  ])('returns to the redirect page %s when it is a business page (→ %s)', async (redirect, landing) => {
    const { router } = await open(`/bussiness/login?${new URLSearchParams({ redirect }).toString()}`);
    await userEvent.type(await phoneInput(), OWNER_PHONE);
    await userEvent.click(consentBox());
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('speaks Chinese', async () => {
    await open('/bussiness/login', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '商家登录' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('请输入手机号');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '收到门店邀请？去确认邀请' })).toHaveAttribute('href', '/send/bind');
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意《门店员工隐私政策》' })).not.toBeChecked();
  });

  it('asks for consent to the privacy policy for shop staff before sending a code or logging in, until the box is ticked', async () => {
    await open('/bussiness/login');
    await userEvent.type(await phoneInput(), OWNER_PHONE);
    expect(consentBox()).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'get code' }));
    const missing = 'please tick the box to agree to the Privacy Policy for shop staff first';
    expect(consentBox()).toHaveAccessibleDescription(missing);
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    expect(consentBox()).toHaveAccessibleDescription(missing);
    expect(received.send).toEqual([]);
    expect(received.login).toEqual([]);

    await userEvent.click(consentBox());
    expect(screen.queryByText(missing)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    expect(await screen.findByText("People's Square")).toBeInTheDocument();
    expect(received.login).toEqual([{ country: '86', phone: OWNER_PHONE, code: CODE }]);
  });

  it.each([
    ['en', 'Privacy Policy for shop staff', 'privacy policy for shop staff'],
    ['zh-CN', '《门店员工隐私政策》', '门店员工隐私政策'],
  ] as const)('the policy reads in %s at #/privacy, a tap from the login, and back returns to it with the phone typed', async (language, link, title) => {
    server.use(
      mockEndpoint(contentPageEndpoint, ({ name, lang }) => ({
        content: buildContentPage({
          name: 'staffprivacy',
          language,
          title,
          sections: [{ kind: 'text', heading: `${String(name)} in ${String(lang)}`, paragraphs: ['what we collect'] }],
        }),
      })),
    );
    const { router } = await open('/bussiness/login', { language });
    const phoneLabel = language === 'en' ? 'phone number' : '手机号';
    await userEvent.type(await screen.findByRole('textbox', { name: phoneLabel }), OWNER_PHONE);
    await userEvent.click(await screen.findByRole('link', { name: link }));
    expect(await screen.findByRole('heading', { level: 2, name: `staffprivacy in ${language}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
    await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'back' : '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bussiness/login'));
    expect(await screen.findByRole('textbox', { name: phoneLabel })).toHaveValue(OWNER_PHONE);
  });
});

describe('the signed-in frame', () => {
  it('titles the page, names the shop in the UI language and hides owner tabs from staff', async () => {
    mockShops([buildBusinessShop({ role: 'staff' })]);
    await open('/bussiness/orders', { isSignedIn: true, language: 'zh-CN' });
    expect(await screen.findByText('人民广场店')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '门店订单' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '商家版' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '首页',
      '前台',
      '订单',
      '统计',
    ]);
    expect(screen.getByRole('link', { name: '订单' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('switches between the account’s shops and remembers the choice on the device', async () => {
    mockShops([buildBusinessShop(), SECOND_SHOP]);
    const first = await open('/bussiness', { isSignedIn: true });
    const switcher = await screen.findByRole('combobox', { name: 'shop' });
    expect(switcher).toHaveDisplayValue("People's Square");
    await userEvent.selectOptions(switcher, 'East Nanjing Road');
    expect(screen.getByRole('combobox', { name: 'shop' })).toHaveDisplayValue('East Nanjing Road');
    expect(localStorage.getItem('luggage.business.shop')).toBe('2');
    first.unmount();

    await open('/bussiness', { isSignedIn: true });
    expect(await screen.findByRole('combobox', { name: 'shop' })).toHaveDisplayValue('East Nanjing Road');
  });

  it('reads the account’s shops and roles again when the page comes back into focus', async () => {
    mockShops([buildBusinessShop({ role: 'staff' })]);
    await open('/bussiness/bind', { isSignedIn: true });
    expect(await screen.findByText('only the shop owner can invite and remove staff')).toBeInTheDocument();
    mockShops([buildBusinessShop({ role: 'owner' })]);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('textbox', { name: 'staff phone number' })).toBeInTheDocument();
    expect(screen.queryByText('only the shop owner can invite and remove staff')).not.toBeInTheDocument();
  });

  it('reads the account again when a call is refused for a shop it no longer works at, and moves to a shop it does', async () => {
    localStorage.setItem('luggage.business.shop', '2');
    mockShops([buildBusinessShop(), SECOND_SHOP]);
    server.use(
      mockEndpoint(staffListEndpoint, (params) => {
        if (params.storeId !== '2') return { content: { staff: team } };
        // The owner of shop 2 removed this account meanwhile.
        mockShops([buildBusinessShop()]);
        return { errorMsg: ERROR_MESSAGES.shopAccessDenied.en };
      }),
    );
    await open('/bussiness/bind', { isSignedIn: true });
    expect(await screen.findByRole('button', { name: 'remove +86 13900000001' })).toBeInTheDocument();
    expect(screen.getByText("People's Square")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'shop' })).not.toBeInTheDocument();
  });

  it('forgets a remembered shop the account no longer works at', async () => {
    localStorage.setItem('luggage.business.shop', '2');
    await open('/bussiness', { isSignedIn: true });
    expect(await screen.findByText("People's Square")).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a failed load of the account with a retry', async () => {
    server.use(mockEndpoint(businessInfoEndpoint, { httpStatus: 500 }));
    await open('/bussiness', { isSignedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    server.use(mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo() }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText("People's Square")).toBeInTheDocument();
  });

  it.each([
    ['answers', mockEndpoint(businessLogoutEndpoint, { content: {} })],
    ['fails', mockEndpoint(businessLogoutEndpoint, { httpStatus: 500 })],
    ['cannot be reached', http.post('*/api/business/logout/', () => HttpResponse.error())],
  ])('logs out after a confirmation when the server %s', async (_case, logoutHandler) => {
    server.use(logoutHandler);
    const { router, store } = await open('/bussiness/bind', { isSignedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'log out' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('log out of the shop app on this device?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'business login' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/bussiness/login');
    expect(store.getState().session.business).toBeNull();
    expect(localStorage.getItem('luggage.session.business')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('cancelling the logout keeps the session', async () => {
    const { store } = await open('/bussiness', { isSignedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'log out' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().session.business).not.toBeNull();
    expect(received.logout).toEqual([]);
  });

  it('an expired business session (HTTP 401) leads back to the business login', async () => {
    server.use(mockEndpoint(businessInfoEndpoint, { httpStatus: 401 }));
    const location = { hash: '#/bussiness/stats' };
    const { router, store } = await open('/bussiness/stats', { isSignedIn: true, location });
    await waitFor(() => expect(location.hash).toBe('#/bussiness/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'business login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bussiness/login');
    expect(store.getState().session.business).toBeNull();
    expect(screen.getByText('token has expired, please log in again')).toBeInTheDocument();
  });
});

describe('#/bussiness/bind', () => {
  it('shows the team with roles and since when, invites a phone and tells how to confirm', async () => {
    await open('/bussiness/bind', { isSignedIn: true });
    // The title is in the layout's loading frame too: checked once the team shows, in the frame that stays.
    const list = await screen.findByRole('list', { name: 'team' });
    expect(screen.getByRole('heading', { level: 1, name: 'staff' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '+86 13900000000owner · active · since 1 Nov 2026, 10:00',
      '+86 13900000001staff · active · since 20 Nov 2026, 14:30remove',
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'staff phone number' }), '13900000002');
    await userEvent.click(screen.getByRole('button', { name: 'invite' }));
    expect(
      await screen.findByText('an SMS code was sent to +86 13900000002; the invitation expires 30 Nov 2026, 18:00 (Beijing time)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/tap “invited by a shop\? confirm your invitation” on the login page/)).toBeInTheDocument();
    expect(screen.queryByText(/#\//)).toBeNull();
    expect(screen.getByRole('button', { name: 'invite again in 60 s' })).toBeDisabled();
    expect(received.invite).toEqual([{ storeId: 1, country: '86', phone: '13900000002' }]);
    expect(await screen.findByText('staff · invited, not confirmed yet · invited 23 Nov 2026, 18:00')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an invitation', async () => {
    await open('/bussiness/bind', { isSignedIn: true });
    await userEvent.type(await screen.findByRole('textbox', { name: 'staff phone number' }), '13900000001');
    await userEvent.click(screen.getByRole('button', { name: 'invite' }));
    await expectToast('this phone already works at this shop');
    expect(screen.getByRole('textbox', { name: 'staff phone number' })).toHaveValue('13900000001');
  });

  it('removes a staff member and withdraws an invitation after a confirmation', async () => {
    team = [...buildTeam(), { userId: null, phone: '+86 13900000005', role: 'staff', state: 'invited', since: '2026-11-22T01:00:00Z' }];
    await open('/bussiness/bind', { isSignedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'remove +86 13900000001' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('remove +86 13900000001 from the shop?');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'remove' }));
    expect(await screen.findByText('+86 13900000001 was removed')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'remove +86 13900000001' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'withdraw the invitation of +86 13900000005' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'withdraw' }));
    expect(await screen.findByText('the invitation of +86 13900000005 was withdrawn')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'team' })).getAllByRole('listitem')).toHaveLength(1);
    expect(received.remove).toEqual([
      { storeId: 1, userId: '901' },
      { storeId: 1, country: '86', phone: '13900000005' },
    ]);
  });

  it("shows the next shop's team after a switch, never the previous shop's, and a fresh invitation form", async () => {
    mockShops([buildBusinessShop(), SECOND_SHOP]);
    server.use(mockEndpoint(staffListEndpoint, (params) => (params.storeId === '2' ? { errorMsg: 'you do not work at this shop' } : { content: { staff: team } })));
    await open('/bussiness/bind', { isSignedIn: true });
    expect(await screen.findByRole('button', { name: 'remove +86 13900000001' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'staff phone number' }), '13900000002');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'shop' }), 'East Nanjing Road');
    expect(await screen.findByRole('alert')).toHaveTextContent('you do not work at this shop');
    expect(screen.queryByRole('list', { name: 'team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'remove +86 13900000001' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'staff phone number' })).toHaveValue('');
  });

  it('tells staff that only owners invite', async () => {
    mockShops([buildBusinessShop({ role: 'staff' })]);
    await open('/bussiness/bind', { isSignedIn: true });
    expect(await screen.findByText('only the shop owner can invite and remove staff')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'staff phone number' })).not.toBeInTheDocument();
  });
});

describe('#/send/bind', () => {
  it('confirms an invitation with the code, signs in and names the shop joined', async () => {
    mockShops([buildBusinessShop({ role: 'staff' })]);
    const { router, store } = await open('/send/bind');
    expect(await screen.findByRole('heading', { level: 1, name: 'confirm invitation' })).toBeInTheDocument();
    await userEvent.type(await phoneInput(), '13900000003');
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'get code' }));
    expect(await screen.findByRole('button', { name: /^resend in (60|59) s$/ })).toBeDisabled();
    await userEvent.type(codeInput(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'confirm and join' }));
    await expectToast('the code is wrong');

    await userEvent.clear(codeInput());
    await userEvent.type(codeInput(), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'confirm and join' }));
    expect(await screen.findByText("you joined People's Square")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bussiness');
    expect(await screen.findByText("People's Square")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'my shop' })).toBeInTheDocument();
    expect(store.getState().session.business?.phone).toBe('+86 13900000003');
    expect(received.send).toEqual([{ country: '86', phone: '13900000003', area: 'business' }]);
    expect(received.accept).toEqual([
      { country: '86', phone: '13900000003', code: '111111' },
      { country: '86', phone: '13900000003', code: CODE },
    ]);
  });

  it('links to the login and speaks Chinese', async () => {
    await open('/send/bind', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '确认邀请' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认加入' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '已是门店员工？去登录' })).toHaveAttribute('href', '/bussiness/login');
  });
});

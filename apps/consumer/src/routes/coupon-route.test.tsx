import {
  claimCouponEndpoint,
  couponInfoEndpoint,
  loginEndpoint,
  sendSmsCodeEndpoint,
  SMS_RESEND_SECONDS,
  userCouponsEndpoint,
  type CouponInfoResponse,
  type UserCoupon,
} from '@luggage/api/contract';
import { buildCouponInfo, buildUserCoupon, mockEndpoint } from '@luggage/api/mocks';
import { createAppStore } from '@luggage/api/store';
import { expectToast, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';
import { consentTicked } from '../features/login/login-form-slice';

// 10:00 on Monday 23 November 2026 in Shanghai.
const NOW = new Date('2026-11-23T02:00:00Z');
const CODE = '246810';

/** What the server received: coupon_info queries, coupon_v2 bodies. */
const infoAsked = requestLog();
const claims = requestLog();
const server = setUpMsw(
  mockEndpoint(sendSmsCodeEndpoint, { content: { resendAfter: SMS_RESEND_SECONDS } }),
  mockEndpoint(loginEndpoint, { content: { userId: '7', userToken: 'a'.repeat(64), phone: '+86 13800138000' } }),
);

/**
 * The activity of template 2 (`offer`, one per person) on a server where the traveller holds `held`: a
 * claim adds a copy while the limit and stock allow, else it is refused in the server's words. A request
 * without the traveller's token is a guest's.
 */
function serveOffer(overrides: Partial<CouponInfoResponse> = {}, held: UserCoupon[] = []) {
  const offer = buildCouponInfo(overrides);
  const claimedNow = () => held.filter((coupon) => coupon.templateId === offer.id).length;
  server.use(
    recordedEndpoint(couponInfoEndpoint, infoAsked, (params) => {
      if (Number(params.id) !== offer.id) return { errorMsg: 'coupon not found' };
      if (offer.claimRefusal !== null) return { content: offer };
      const claimed = claimedNow();
      const claimRefusal = claimed >= offer.perPersonLimit ? ('limitReached' as const) : null;
      return { content: { ...offer, claimed, remaining: offer.remaining === null ? null : offer.remaining - claimed, claimRefusal } };
    }),
    recordedEndpoint(claimCouponEndpoint, claims, () => {
      if (claimedNow() >= offer.perPersonLimit) return { errorMsg: `you have already claimed this coupon (${offer.perPersonLimit} per person)` };
      const coupon = buildUserCoupon({ clientCouponId: String(50 + held.length), templateId: offer.id, name: offer.name, nameEn: offer.nameEn, discount: offer.discount, minSpend: offer.minSpend, scope: offer.scope, remainingDays: 14 });
      held.push(coupon);
      return { content: { coupon } };
    }),
    mockEndpoint(userCouponsEndpoint, () => ({ content: { coupons: [...held], page: 1, counts: { unused: held.length, locked: 0, used: 0, expired: 0 } } })),
  );
  return held;
}

const open = (path = '/coupon?id=2', options: RenderTravellerRouteOptions = {}) => renderTravellerRoute(path, { now: NOW, ...options });
const currentPath = (router: Awaited<ReturnType<typeof open>>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('#/coupon?id=…', () => {
  it('shows a guest the coupon, its terms and facts, and "log in and claim", which comes back here to claim', async () => {
    serveOffer();
    const { router } = await open('/coupon?id=2', { isGuest: true });
    const card = await screen.findByRole('region', { name: '20% off in Shanghai' });
    expect(card).toHaveTextContent('20% off');
    expect(within(card).getByText('no minimum')).toBeInTheDocument();
    expect(within(card).getByText('up to ¥10')).toBeInTheDocument();
    expect(within(card).getByText('Shanghai shops')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'about this coupon' });
    const valueOf = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent;
    expect(within(card).getByText('valid 14 days from claiming')).toBeInTheDocument();
    expect(valueOf('claiming')).toBe('open now');
    expect(valueOf('left')).toBe('998 of 1000');
    expect(valueOf('per person')).toBe('1 coupon');
    const logIn = screen.getByRole('link', { name: 'log in and claim' });
    expect(logIn).toHaveAccessibleDescription('you log in with your phone and come back here');
    expect(screen.queryByRole('button', { name: 'claim' })).toBeNull();
    expect(infoAsked).toEqual([{ id: '2', v: 'web' }]);

    await userEvent.click(logIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/coupon?id=2&claim=1');
  });

  it('after the login comes back, claims once, says so with the way to my coupons, and drops claim=1', async () => {
    serveOffer();
    const store = createAppStore();
    store.dispatch(consentTicked(true));
    const { router } = await open(`/login?redirect=${encodeURIComponent('/coupon?id=2&claim=1')}`, { isGuest: true, store });
    await userEvent.type(await screen.findByRole('textbox', { name: 'phone number' }), '13800138000');
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    const claimed = await screen.findByText('claimed: the coupon is in your coupons');
    expect(claimed.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'see my coupons' })).toHaveAttribute('href', '/coupons');
    await waitFor(() => expect(currentPath(router)).toBe('/coupon?id=2'));
    expect(claims.map(({ id }) => id)).toEqual([2]);
    // The refreshed activity: one per person, now held, so no second claim is offered.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'about this coupon' })).getByText('1 coupon, you have 1')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /claim/ })).toBeNull();
  });

  it('a traveller claims with the button; the coupon then shows in my coupons', async () => {
    serveOffer({ perPersonLimit: 3 });
    const { router } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'claim' }));
    expect(await screen.findByText('claimed: the coupon is in your coupons')).toBeInTheDocument();
    // Three per person: one more may be claimed once the refreshed answer says so.
    await userEvent.click(await screen.findByRole('button', { name: 'claim another' }));
    await waitFor(() => expect(claims).toHaveLength(2));
    await userEvent.click(await screen.findByRole('link', { name: 'see my coupons' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupons'));
    expect(await screen.findAllByRole('article', { name: '20% off in Shanghai' })).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'unused 2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('coming back with claim=1 holding the coupon already claims nothing, says why and leads to my coupons', async () => {
    serveOffer({}, [buildUserCoupon({ templateId: 2 })]);
    const { router } = await open('/coupon?id=2&claim=1');
    expect(await screen.findByText('you have already claimed this coupon (1 per person)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see my coupons' })).toHaveAttribute('href', '/coupons');
    await waitFor(() => expect(currentPath(router)).toBe('/coupon?id=2'));
    expect(screen.queryByRole('button', { name: 'claim' })).toBeNull();
    expect(claims).toEqual([]);
  });

  it.each([
    ['claimNotStarted', { claimStartTime: '2026-12-01T02:00:00.000Z' }, 'claiming this coupon starts at 1 Dec 2026, 10:00'],
    ['claimEnded', { claimEndTime: '2026-11-20T16:00:00.000Z' }, 'this coupon activity has ended'],
    ['limitReached', { claimed: 1 }, 'you have already claimed this coupon (1 per person)'],
    ['outOfStock', { remaining: 0, hasStock: false }, 'all of these coupons have been claimed'],
  ] as const)('%s: a sentence instead of the button', async (claimRefusal, facts, sentence) => {
    serveOffer({ ...facts, claimRefusal });
    await open();
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'claim' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'log in and claim' })).toBeNull();
  });

  it('shows the server’s refusal of a claim as a toast, and the refreshed offer says why with no claim', async () => {
    const held = serveOffer();
    await open();
    const claim = await screen.findByRole('button', { name: 'claim' });
    // Claimed meanwhile on another phone.
    held.push(buildUserCoupon({ templateId: 2 }));
    await userEvent.click(claim);
    await expectToast('you have already claimed this coupon (1 per person)');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'claim' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('claimed: the coupon is in your coupons')).toBeNull();
  });

  it('writes a window coupon’s validity, the claiming window and an unlimited stock', async () => {
    serveOffer({
      validity: { kind: 'window', startTime: '2026-11-30T16:00:00.000Z', endTime: '2026-12-31T16:00:00.000Z', lastDay: '2026-12-31' },
      claimStartTime: '2026-11-20T02:00:00.000Z',
      claimEndTime: '2026-12-31T16:00:00.000Z',
      stock: null,
      remaining: null,
      perPersonLimit: 2,
      scope: { shops: { kind: 'shops', shops: [{ id: 1, name: '人民广场店', en: "People's Square" }] }, goodsId: 2 },
    });
    await open();
    const facts = await screen.findByRole('region', { name: 'about this coupon' });
    const valueOf = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent;
    expect(within(screen.getByRole('region', { name: '20% off in Shanghai' })).getByText('valid 1 Dec 2026 to 31 Dec 2026')).toBeInTheDocument();
    expect(valueOf('claiming')).toBe('20 Nov 2026, 10:00 to 1 Jan 2027, 00:00');
    expect(valueOf('left')).toBe('no limit');
    expect(valueOf('per person')).toBe('2 coupons');
    expect(screen.getByText("People's Square, bags only")).toBeInTheDocument();
  });

  it.each(['/coupon?id=9', '/coupon', '/coupon?id=abc', '/coupon?id=0'])('%s: not found, with the way home', async (path) => {
    serveOffer();
    await open(path);
    expect(await screen.findByText('this coupon was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to the home page' })).toHaveAttribute('href', '/');
    expect(infoAsked.map(({ id }) => id)).toEqual(path === '/coupon?id=9' ? ['9'] : []);
  });

  it('following a link to another id shows that one, not the coupon before nor its claim', async () => {
    serveOffer();
    const { router } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'claim' }));
    expect(await screen.findByText('claimed: the coupon is in your coupons')).toBeInTheDocument();
    await router.navigate('/coupon?id=9');
    expect(await screen.findByText('this coupon was not found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '20% off in Shanghai' })).toBeNull();
    // Another activity (its days coupon has no day to encode on the wire): a fresh page with its own claim.
    server.use(
      http.get('*/api/act/coupon_info/', ({ request }) =>
        new URL(request.url).searchParams.get('id') === '5' ? HttpResponse.json({ status: 1, content: buildCouponInfo({ id: 5, nameEn: 'Spring coupon' }) }) : undefined,
      ),
    );
    await router.navigate('/coupon?id=5');
    expect(await screen.findByRole('region', { name: 'Spring coupon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'claim' })).toBeEnabled();
    expect(screen.queryByText('claimed: the coupon is in your coupons')).toBeNull();
  });

  it('says when the coupon cannot be loaded, and retries', async () => {
    server.use(mockEndpoint(couponInfoEndpoint, { httpStatus: 500 }));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    serveOffer();
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('button', { name: 'claim' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    serveOffer({ claimRefusal: 'claimNotStarted', claimStartTime: '2026-12-01T02:00:00.000Z' });
    await open('/coupon?id=2', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '优惠券' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '上海寄存8折券' });
    expect(card).toHaveTextContent('8折');
    expect(within(card).getByText('无门槛')).toBeInTheDocument();
    expect(within(card).getByText('最高减10元')).toBeInTheDocument();
    expect(within(card).getByText('上海寄存点')).toBeInTheDocument();
    expect(within(card).getByText('领取后14天内有效')).toBeInTheDocument();
    expect(screen.getByText('该优惠券将于2026年12月1日 10:00开始领取')).toBeInTheDocument();
    expect(screen.getByText('998 / 1000 张')).toBeInTheDocument();
    expect(screen.queryByText('您已领取', { exact: false })).toBeNull();
  });

  it('speaks Chinese to a guest: 登录并领取', async () => {
    serveOffer();
    await open('/coupon?id=2', { language: 'zh-CN', isGuest: true });
    expect(await screen.findByRole('link', { name: '登录并领取' })).toHaveAccessibleDescription('用手机号登录后会回到本页');
  });

  it('speaks Chinese to a traveller holding the coupon', async () => {
    serveOffer({}, [buildUserCoupon({ templateId: 2 })]);
    await open('/coupon?id=2', { language: 'zh-CN' });
    expect(await screen.findByText('1 张，您已领取 1 张')).toBeInTheDocument();
    expect(screen.getByText('您已领取过该优惠券（每人限领1张）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的优惠券' })).toHaveAttribute('href', '/coupons');
  });
});

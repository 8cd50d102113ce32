import { userCouponsEndpoint, type UserCoupon } from '@luggage/api/contract';
import { buildUserCoupon, mockEndpoint } from '@luggage/api/mocks';
import { expectSentToLogin, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai: the factory's welcome coupon was issued now.
const NOW = new Date('2026-11-23T02:00:00Z');

/** The coupon_user bodies received, in order. */
const asked = requestLog();
const server = setUpMsw();

/** A traveller's coupons as the server holds them: each page of a status filtered and cut by 10, with the counts. */
function serveCoupons(coupons: UserCoupon[]) {
  server.use(
    recordedEndpoint(userCouponsEndpoint, asked, (params) => {
      const page = Number(params.page ?? 1);
      const status = params.clientCouponStatus;
      const inStatus = coupons.filter((coupon) => status === undefined || coupon.clientCouponStatus === status);
      const countOf = (value: number) => coupons.filter((coupon) => coupon.clientCouponStatus === value).length;
      return {
        content: {
          coupons: inStatus.slice((page - 1) * 10, page * 10),
          page,
          counts: { unused: countOf(0), locked: countOf(1), used: countOf(2), expired: countOf(3) },
        },
      };
    }),
  );
}

/** Opens #/coupons (or `path`) holding `coupons`. */
function openCoupons(coupons: UserCoupon[], options: RenderTravellerRouteOptions & { path?: string } = {}) {
  serveCoupons(coupons);
  return renderTravellerRoute(options.path ?? '/coupons', { now: NOW, ...options });
}

/** One coupon of each state: the welcome coupon, a held one, a used one, an expired one. */
const oneOfEach = () => [
  buildUserCoupon(),
  buildUserCoupon({ clientCouponId: '42', clientCouponStatus: 1, orderId: '501', remainingDays: 2, name: '小件行李立减券', nameEn: '¥3 off bags' }),
  buildUserCoupon({ clientCouponId: '43', clientCouponStatus: 2, orderId: '480', remainingDays: 12, name: '上海寄存8折券', nameEn: '20% off in Shanghai' }),
  buildUserCoupon({ clientCouponId: '44', clientCouponStatus: 3, lastDay: '2026-11-20', endTime: '2026-11-20T16:00:00.000Z', remainingDays: 0, nameEn: 'Autumn coupon' }),
];

/** `count` unused coupons with ids from `firstId` up. */
const unusedFrom = (firstId: number, count: number) =>
  Array.from({ length: count }, (_, index) => buildUserCoupon({ clientCouponId: String(firstId + index), nameEn: `coupon ${firstId + index}` }));

const tab = (name: string) => screen.getByRole('tab', { name });

describe('#/coupons', () => {
  it('sends a guest to the login, which returns to my coupons', async () => {
    const { router } = await openCoupons([], { isGuest: true });
    await expectSentToLogin(router, '/coupons');
  });

  it('shows the tabs with their counts and the unused coupons: amount, rule, scope, validity and days left', async () => {
    await openCoupons(oneOfEach());
    expect(screen.getByText('loading your coupons…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    const tabs = await screen.findByRole('tablist', { name: 'my coupons by state' });
    expect(within(tabs).getAllByRole('tab').map((element) => element.textContent)).toEqual(['unused 1', 'in use 1', 'used 1', 'expired 1']);
    expect(tab('unused 1')).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'unused coupons' });
    const card = within(list).getByRole('article', { name: 'Welcome coupon' });
    expect(card).toHaveTextContent('¥5 off');
    expect(within(card).getByText('from ¥10')).toBeInTheDocument();
    expect(within(card).getByText('all shops')).toBeInTheDocument();
    expect(within(card).getByText('valid until 23 Dec 2026')).toBeInTheDocument();
    expect(within(card).getByText('30 days left')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(asked).toEqual([{ page: 1, pageSize: 10, clientCouponStatus: 0, v: 'web' }]);
  });

  it('writes each kind of term: percent with its cap, a city, listed shops, one kind of goods, the last days', async () => {
    await openCoupons([
      buildUserCoupon({
        clientCouponId: '1',
        nameEn: 'percent',
        discount: { kind: 'percent', percentOff: 20, maxDiscount: 1000 },
        minSpend: 0,
        scope: { shops: { kind: 'city', cityId: 1, cityName: '上海', cityEn: 'shanghai' }, goodsId: null },
        remainingDays: 0,
      }),
      buildUserCoupon({
        clientCouponId: '2',
        nameEn: 'listed',
        discount: { kind: 'amount', amountOff: 350 },
        minSpend: 600,
        scope: {
          shops: {
            kind: 'shops',
            shops: [
              { id: 1, name: '人民广场店', en: "People's Square" },
              { id: 2, name: '静安寺店', en: '' },
              { id: 3, name: '外滩店', en: 'The Bund' },
              { id: 4, name: '虹桥店', en: 'Hongqiao' },
            ],
          },
          goodsId: 2,
        },
        remainingDays: 1,
      }),
      buildUserCoupon({ clientCouponId: '3', nameEn: 'suitcases', scope: { shops: { kind: 'all' }, goodsId: 1 }, startTime: '2026-12-01T00:00:00.000Z' }),
    ]);
    const percent = await screen.findByRole('article', { name: 'percent' });
    expect(percent).toHaveTextContent('20% off');
    expect(within(percent).getByText('no minimum')).toBeInTheDocument();
    expect(within(percent).getByText('up to ¥10')).toBeInTheDocument();
    expect(within(percent).getByText('Shanghai shops')).toBeInTheDocument();
    expect(within(percent).getByText('ends today')).toHaveClass('coupon-card__days--soon');
    const listed = screen.getByRole('article', { name: 'listed' });
    expect(listed).toHaveTextContent('¥3.5 off');
    expect(within(listed).getByText('from ¥6')).toBeInTheDocument();
    expect(within(listed).getByText("People's Square, 静安寺店 and 2 more, bags only")).toBeInTheDocument();
    expect(within(listed).getByText('1 day left')).toBeInTheDocument();
    const suitcases = screen.getByRole('article', { name: 'suitcases' });
    expect(within(suitcases).getByText('all shops, suitcases only')).toBeInTheDocument();
    expect(within(suitcases).getByText('valid 1 Dec 2026 to 23 Dec 2026')).toBeInTheDocument();
    expect(within(suitcases).getByText('30 days left')).not.toHaveClass('coupon-card__days--soon');
  });

  it('a tab shows its state: a held coupon leads to its order, used and expired ones are greyed without days left', async () => {
    const { router } = await openCoupons(oneOfEach());
    await userEvent.click(await screen.findByRole('tab', { name: 'in use 1' }));
    const held = await screen.findByRole('article', { name: '¥3 off bags' });
    expect(within(screen.getByRole('list', { name: 'coupons in use' })).getAllByRole('article')).toHaveLength(1);
    expect(within(held).getByText('in use by an unpaid order')).toBeInTheDocument();
    expect(within(held).getByText('2 days left')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'view the order holding the ¥3 off bags' })).toHaveAttribute('href', '/order/501');
    expect(router.state.location.search).toBe('?status=1');

    // The arrow key moves to the next tab and selects it.
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('used 1')).toHaveFocus();
    const used = await screen.findByRole('article', { name: '20% off in Shanghai' });
    expect(used).toHaveClass('coupon-card--used');
    expect(within(used).getByText('used')).toBeInTheDocument();
    expect(within(used).queryByText(/left$/)).toBeNull();
    expect(within(used).getByRole('link', { name: 'view the order that used the 20% off in Shanghai' })).toHaveAttribute('href', '/order/480');

    await userEvent.keyboard('{ArrowRight}');
    const expired = await screen.findByRole('article', { name: 'Autumn coupon' });
    expect(expired).toHaveClass('coupon-card--expired');
    expect(within(expired).getByText('expired')).toBeInTheDocument();
    expect(within(expired).getByText('ended 20 Nov 2026')).toBeInTheDocument();
    expect(within(expired).queryByText('ends today')).toBeNull();
    expect(asked.map((body) => body.clientCouponStatus)).toEqual([0, 1, 2, 3]);
  });

  it('opens on the tab the URL names', async () => {
    await openCoupons(oneOfEach(), { path: '/coupons?status=3' });
    expect(await screen.findByRole('article', { name: 'Autumn coupon' })).toBeInTheDocument();
    expect(tab('expired 1')).toHaveAttribute('aria-selected', 'true');
  });

  it('offers "load more" only while the last page was full: 10, then 3', async () => {
    await openCoupons(unusedFrom(100, 13));
    const list = await screen.findByRole('list', { name: 'unused coupons' });
    expect(tab('unused 13')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'load more' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('article', { name: 'coupon 110' })).toHaveFocus());
    expect(screen.getByText('13 coupons shown')).toBeInTheDocument();
    expect(asked.map((body) => body.page)).toEqual([1, 2]);
  });

  it('without any coupon says how to get one', async () => {
    await openCoupons([]);
    expect(await screen.findByText('no coupons yet')).toBeInTheDocument();
    expect(screen.getByText(/a welcome coupon comes with your first login; more come from activity links/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'find a storage point on the map' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('an empty tab says so', async () => {
    await openCoupons([buildUserCoupon({ clientCouponStatus: 3, remainingDays: 0 })]);
    expect(await screen.findByText('no coupons to use right now; new ones come from activity links')).toBeInTheDocument();
    expect(tab('expired 1')).toBeInTheDocument();
  });

  it('says when the coupons cannot be loaded, and retries', async () => {
    server.use(mockEndpoint(userCouponsEndpoint, { httpStatus: 500 }));
    await renderTravellerRoute('/coupons', { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    serveCoupons([buildUserCoupon()]);
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('article', { name: 'Welcome coupon' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await openCoupons(oneOfEach(), { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的优惠券' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '新人专享券' });
    expect(card).toHaveTextContent('立减5元');
    expect(within(card).getByText('满10元可用')).toBeInTheDocument();
    expect(within(card).getByText('全部寄存点')).toBeInTheDocument();
    expect(within(card).getByText('有效期至2026年12月23日')).toBeInTheDocument();
    expect(within(card).getByText('还剩30天')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['未使用 1', '使用中 1', '已使用 1', '已过期 1']);
    await userEvent.click(tab('使用中 1'));
    const held = await screen.findByRole('article', { name: '小件行李立减券' });
    expect(within(held).getByText('待支付订单占用中')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: '查看占用小件行李立减券的订单' })).toHaveAttribute('href', '/order/501');
  });
});

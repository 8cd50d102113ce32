import {
  addOrderEndpoint,
  checkoutEndpoint,
  orderInfoEndpoint,
  payInfoEndpoint,
  storeInfoV2Endpoint,
  storeInventoryEndpoint,
  userCouponsEndpoint,
  type ShopDetail,
} from '@luggage/api/contract';
import {
  buildAddedOrder,
  buildCheckout,
  buildOrderDetail,
  buildShopDetail,
  buildStoreInventory,
  buildUserCoupon,
  mockEndpoint,
  type MockAnswer,
  type StockByDay,
} from '@luggage/api/mocks';
import { loggedIn } from '@luggage/api/session';
import { expectSentToLogin, expectToast, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTravellerSession } from '../app/test/build-traveller-session';
import { chooseDate, dateField } from '../app/test/choose-date';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai, and still Sunday in most of the world.
const NOW = new Date('2026-11-23T02:00:00Z');

/** What the server was sent, per endpoint. */
const sent = { checkout: requestLog(), addOrder: requestLog() };

const server = setUpMsw();

interface OpenOptions extends Pick<RenderTravellerRouteOptions, 'isGuest' | 'language' | 'location'> {
  shop?: ShopDetail | null;
  stock?: StockByDay;
  checkout?: MockAnswer<typeof checkoutEndpoint> | ((params: Record<string, unknown>) => MockAnswer<typeof checkoutEndpoint>);
  addOrder?: MockAnswer<typeof addOrderEndpoint>;
}

function openBooking(path = '/book/12', options: OpenOptions = {}) {
  const { shop = buildShopDetail({ id: 12 }), stock = {}, isGuest = false, language = 'en', location } = options;
  server.use(
    mockEndpoint(storeInfoV2Endpoint, (params) => (shop && params.storeId === String(shop.id) ? { content: shop } : { httpStatus: 404 })),
    mockEndpoint(storeInventoryEndpoint, (params) => ({
      content: buildStoreInventory(String(params.startDate), String(params.endDate), stock),
    })),
    recordedEndpoint(checkoutEndpoint, sent.checkout, (params) => {
      const { checkout = { content: buildCheckout({ storeId: 12, tokenExpiresAt: '2026-11-23T02:15:00Z' }) } } = options;
      return typeof checkout === 'function' ? checkout(params) : checkout;
    }),
    mockEndpoint(userCouponsEndpoint, { content: { coupons: [buildUserCoupon()], page: 1, counts: { unused: 1, locked: 0, used: 0, expired: 0 } } }),
    recordedEndpoint(addOrderEndpoint, sent.addOrder, () => options.addOrder ?? { content: buildAddedOrder({ orderId: '501' }) }),
  );
  return renderTravellerRoute(path, { now: NOW, language, isGuest, location });
}

const suitcases = () => screen.getByRole('spinbutton', { name: 'suitcase (large item)' });
const bags = () => screen.getByRole('spinbutton', { name: 'bag (small item)' });
const startDate = () => dateField('start date');
const endDate = () => dateField('end date');

/** Waits until the availability of the current range has arrived, which unlocks the steppers. */
async function waitForAvailability() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'one more: bag (small item)' })).toBeEnabled());
}

/** Chooses the items (one large item, one bag more than the bag the form starts with) and dates, then presses 'next'. */
async function fillAndCheckOut() {
  await waitForAvailability();
  await waitFor(() => expect(bags()).toHaveValue(1));
  await userEvent.click(screen.getByRole('button', { name: 'one more: suitcase (large item)' }));
  await userEvent.click(screen.getByRole('button', { name: 'one more: bag (small item)' }));
  await chooseDate('end date', '2026-11-24');
  await waitForAvailability();
  await userEvent.click(screen.getByRole('button', { name: 'next' }));
}

describe('#/book/{id}', () => {
  it('opens on today with one bag chosen once the day has room, the prices per item per day and the estimate', async () => {
    await openBooking();
    expect(await screen.findByRole('heading', { level: 2, name: "FamilyMart (People's Square)" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'book storage' })).toBeInTheDocument();
    expect(startDate()).toHaveTextContent('23 Nov 2026');
    expect(startDate()).toHaveAccessibleDescription('today');
    expect(endDate()).toHaveTextContent('23 Nov 2026');
    expect(screen.getByText('¥20.00 / item / day')).toBeInTheDocument();
    expect(screen.getByText('¥15.00 / item / day')).toBeInTheDocument();
    expect(screen.getByText('1 day in total')).toBeInTheDocument();
    await waitForAvailability();
    expect(screen.getByText('23 Nov 2026 (today)')).toBeInTheDocument();
    await waitFor(() => expect(bags()).toHaveValue(1));
    expect(suitcases()).toHaveValue(0);
    expect(screen.getByText('estimated total ¥15.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next' })).toBeEnabled();
  });

  it('starts with nothing when the day has no room, and asks for an item', async () => {
    await openBooking('/book/12', { stock: { '20261123': { 1: 0, 2: 0 } } });
    await waitFor(() => expect(screen.getAllByText('no storage space left for these dates')).toHaveLength(2));
    expect(bags()).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'next' })).toHaveAccessibleDescription('choose at least one item');
  });

  it('starts with a large item when no bag is left, and never chooses over the traveller', async () => {
    await openBooking('/book/12', { stock: { '20261123': { 1: 3, 2: 0 } } });
    await waitFor(() => expect(suitcases()).toHaveValue(1));
    await userEvent.click(screen.getByRole('button', { name: 'one less: suitcase (large item)' }));
    expect(screen.getByRole('button', { name: 'one more: suitcase (large item)' })).toBeEnabled();
    expect(suitcases()).toHaveValue(0);
    expect(bags()).toHaveValue(0);
  });

  it('labels tomorrow and the day after, counts the days and estimates the total', async () => {
    await openBooking();
    await waitForAvailability();
    await chooseDate('start date', '2026-11-24');
    expect(startDate()).toHaveAccessibleDescription('tomorrow');
    await chooseDate('end date', '2026-11-25');
    expect(endDate()).toHaveAccessibleDescription('day after tomorrow');
    await waitForAvailability();
    await userEvent.click(screen.getByRole('button', { name: 'one more: suitcase (large item)' }));
    expect(screen.getByText('2 days in total')).toBeInTheDocument();
    // The bag the form started with and the large item, two days each.
    expect(screen.getByText('estimated total ¥70.00')).toBeInTheDocument();
    await chooseDate('end date', '2026-11-27');
    expect(endDate()).toHaveAccessibleDescription('');
    expect(screen.getByText('4 days in total')).toBeInTheDocument();
  });

  it('allows only what every day of the range has left', async () => {
    await openBooking('/book/12', { stock: { '20261123': { 1: 5 }, '20261124': { 1: 2 }, '20261125': { 1: 4 } } });
    await waitForAvailability();
    await chooseDate('end date', '2026-11-25');
    await waitFor(() => expect(screen.getByText('suitcases (large items): 2 left · bags (small items): 20 left')).toBeInTheDocument());
    expect(screen.getByText('only 2 left for these dates')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'one more: suitcase (large item)' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(suitcases()).toHaveValue(2);
    expect(more).toBeDisabled();
    fireEvent.change(suitcases(), { target: { value: '9' } });
    expect(suitcases()).toHaveValue(2);
  });

  it('says when the dates have no room left for a goods', async () => {
    await openBooking('/book/12', { stock: { '20261123': { 1: 3, 2: 0 } } });
    expect(await screen.findByText('no storage space left for these dates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'one more: bag (small item)' })).toBeDisabled();
    expect(bags()).toHaveAccessibleDescription('no storage space left for these dates');
    expect(screen.getByRole('button', { name: 'one more: suitcase (large item)' })).toBeEnabled();
  });

  it('sends a guest to the login, which returns to the booking', async () => {
    const { router } = await openBooking('/book/12', { isGuest: true });
    await expectSentToLogin(router, '/book/12');
  });

  it('keeps every choice through a new login after the session expired', async () => {
    const location = { hash: '#/book/12' };
    const { router, store } = await openBooking('/book/12', { checkout: { httpStatus: 401 }, location });
    await fillAndCheckOut();
    await waitFor(() => expect(location.hash).toBe('#/login?redirect=%2Fbook%2F12'));
    expect(await screen.findByText('token has expired, please log in again')).toBeInTheDocument();
    await router.navigate('/login?redirect=/book/12');
    store.dispatch(loggedIn({ area: 'user', session: buildTravellerSession() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/12'));
    expect(await screen.findByRole('spinbutton', { name: 'suitcase (large item)' })).toHaveValue(1);
    expect(bags()).toHaveValue(2);
    expect(endDate()).toHaveTextContent('24 Nov 2026');
  });

  it('keeps the choices when availability cannot be checked, and retries', async () => {
    await openBooking();
    await fillAndCheckOut();
    const confirmation = await screen.findByRole('region', { name: 'confirm your booking' });
    server.use(mockEndpoint(storeInventoryEndpoint, { httpStatus: 500 }));
    await userEvent.click(within(confirmation).getByRole('button', { name: 'back' }));
    await chooseDate('end date', '2026-11-25');
    expect(await screen.findByText('request error')).toBeInTheDocument();
    expect(suitcases()).toHaveValue(1);
    expect(suitcases()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
    server.use(mockEndpoint(storeInventoryEndpoint, (params) => ({ content: buildStoreInventory(String(params.startDate), String(params.endDate)) })));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    await waitForAvailability();
    expect(suitcases()).toHaveValue(1);
    expect(screen.getByText('3 days in total')).toBeInTheDocument();
  });

  it('"next" shows the server’s amounts for confirmation', async () => {
    await openBooking('/book/12', {
      checkout: { content: buildCheckout({ storeId: 12, orderAmount: 10000, discountAmount: 1500, payAmount: 8500 }) },
    });
    await fillAndCheckOut();
    const confirmation = await screen.findByRole('region', { name: 'confirm your booking' });
    expect(sent.checkout).toEqual([
      {
        storeId: 12,
        goodsList: [
          { goodsId: 1, count: 1 },
          { goodsId: 2, count: 2 },
        ],
        startDate: '20261123',
        endDate: '20261124',
        coupon: 'best',
        v: 'web',
      },
    ]);
    const facts = within(confirmation);
    expect(facts.getByText('23 Nov 2026 to 24 Nov 2026, 2 days in total')).toBeInTheDocument();
    expect(facts.getByText('¥100.00')).toBeInTheDocument();
    expect(facts.getByText('−¥15.00')).toBeInTheDocument();
    expect(facts.getByText('¥85.00')).toBeInTheDocument();
    expect(facts.getByText('× 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'confirm your booking' })).toHaveFocus();
  });

  it('"back" returns to the form with every choice kept', async () => {
    await openBooking();
    await fillAndCheckOut();
    const confirmation = await screen.findByRole('region', { name: 'confirm your booking' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('heading', { name: 'items to store' })).toHaveFocus();
    expect(suitcases()).toHaveValue(1);
    expect(bags()).toHaveValue(2);
    expect(startDate()).toHaveTextContent('23 Nov 2026');
    expect(endDate()).toHaveTextContent('24 Nov 2026');
  });

  it("the confirmation is a page of its own: the browser's back returns to the filled form, forward to the confirmation", async () => {
    const { router } = await openBooking();
    await fillAndCheckOut();
    await screen.findByRole('region', { name: 'confirm your booking' });
    expect(router.state.location).toMatchObject({ pathname: '/book/12', search: '?step=confirm' });
    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'next' })).toBeEnabled();
    expect(router.state.location.search).toBe('');
    expect(suitcases()).toHaveValue(1);
    expect(bags()).toHaveValue(2);
    expect(endDate()).toHaveTextContent('24 Nov 2026');
    await router.navigate(1);
    expect(await screen.findByRole('region', { name: 'confirm your booking' })).toBeInTheDocument();
  });

  it('"confirm booking" places the order and opens its payment sheet at once; back leads to the orders; a new booking starts afresh', async () => {
    const { router } = await openBooking();
    // The payment screen reads the new order and opens the sandbox's sheet.
    server.use(
      mockEndpoint(orderInfoEndpoint, { content: buildOrderDetail({ status: 'unpaid', voucherCode: null, paidAt: null, payBefore: '2026-11-23T02:15:00.000Z' }) }),
      mockEndpoint(payInfoEndpoint, { content: { orderId: '501', payAmount: 6000, payBefore: '2026-11-23T02:15:00.000Z', sheet: { provider: 'sandbox', outTradeNo: 'f'.repeat(32) } } }),
    );
    await fillAndCheckOut();
    await userEvent.click(await screen.findByRole('button', { name: 'confirm booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/501'));
    expect(await screen.findByRole('dialog', { name: 'Sandbox payment' })).toBeInTheDocument();
    expect(sent.addOrder).toEqual([{ addOrderToken: 'a'.repeat(64), order_from: 'web', delay: 0, v: 'web' }]);
    // The payment took the confirmation's place; the form before it now leads to the orders.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await router.navigate('/book/12');
    await waitForAvailability();
    expect(suitcases()).toHaveValue(0);
    await waitFor(() => expect(bags()).toHaveValue(1));
    expect(endDate()).toHaveTextContent('23 Nov 2026');
  });

  it('an order a coupon covers in full is paid already: "confirm booking" opens its voucher, not a payment', async () => {
    const { router } = await openBooking('/book/12', {
      checkout: { content: buildCheckout({ storeId: 12, discountAmount: 10000, payAmount: 0, coupon: { clientCouponId: '41', amount: 10000 }, couponAmount: 10000 }) },
      addOrder: { content: buildAddedOrder({ orderId: '502', payAmount: 0 }) },
    });
    server.use(mockEndpoint(orderInfoEndpoint, { content: buildOrderDetail({ id: '502', payAmount: 0 }) }));
    await fillAndCheckOut();
    await userEvent.click(await screen.findByRole('button', { name: 'confirm booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credence/502'));
    expect(screen.queryByRole('dialog', { name: 'Sandbox payment' })).not.toBeInTheDocument();
  });

  it('shows a refusal of checkout as a toast (spec §8) and keeps the form', async () => {
    const message = 'not enough room for large items on 2026-11-24, please choose other dates';
    await openBooking('/book/12', { checkout: { errorMsg: message } });
    await fillAndCheckOut();
    await expectToast(message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next' })).toBeEnabled();
    expect(suitcases()).toHaveValue(1);
    expect(endDate()).toHaveTextContent('24 Nov 2026');
  });

  it('shows a refusal of the order as a toast and goes back to the form with every choice kept', async () => {
    const message = 'this booking has expired, please book again';
    await openBooking('/book/12', { addOrder: { errorMsg: message } });
    await fillAndCheckOut();
    await userEvent.click(await screen.findByRole('button', { name: 'confirm booking' }));
    await expectToast(message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'confirm your booking' })).not.toBeInTheDocument());
    expect(suitcases()).toHaveValue(1);
    expect(bags()).toHaveValue(2);
    expect(endDate()).toHaveTextContent('24 Nov 2026');
  });

  it('a coupon another order took meanwhile is no alert: the booking is priced again with the best remaining coupon and the page says why', async () => {
    let isTaken = false;
    await openBooking('/book/12', {
      checkout: (params) =>
        params.coupon === 'best' && !isTaken
          ? { content: buildCheckout({ storeId: 12, discountAmount: 500, payAmount: 9500, coupon: { clientCouponId: '41', amount: 500 }, couponAmount: 500 }) }
          : { content: buildCheckout({ storeId: 12, addOrderToken: 'b'.repeat(64) }) },
      addOrder: { errorMsg: 'this coupon is no longer available' },
    });
    await fillAndCheckOut();
    const confirmation = within(await screen.findByRole('region', { name: 'confirm your booking' }));
    expect(await confirmation.findByRole('button', { name: 'coupon: Welcome coupon −¥5.00, change' })).toBeInTheDocument();
    expect(confirmation.getByText('¥95.00')).toBeInTheDocument();
    isTaken = true;
    await userEvent.click(confirmation.getByRole('button', { name: 'confirm booking' }));
    expect(await confirmation.findByRole('alert')).toHaveTextContent('this coupon is no longer available: the amounts below are updated');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.checkout.map((request) => (request as { coupon: string }).coupon)).toEqual(['best', 'best']);
    expect(confirmation.getByRole('button', { name: 'coupon: none applies, change' })).toBeInTheDocument();
    expect(confirmation.getAllByText('¥100.00')).toHaveLength(2);
  });

  it('goes back to the form to check again once the 15 minutes are over', async () => {
    await openBooking('/book/12', { checkout: { content: buildCheckout({ storeId: 12, tokenExpiresAt: '2026-11-23T01:59:00Z' }) } });
    await fillAndCheckOut();
    await userEvent.click(await screen.findByRole('button', { name: 'confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the booking was held for 15 minutes and has lapsed: please check the dates and items again',
    );
    expect(sent.addOrder).toEqual([]);
    expect(suitcases()).toHaveValue(1);
    expect(bags()).toHaveValue(2);
  });

  it('explains that a shop taking no bookings is walked in to, with its prices, the way there and its page', async () => {
    const { router } = await openBooking('/book/12', { shop: buildShopDetail({ id: 12, isSupportScheduled: false }) });
    expect(await screen.findByRole('heading', { name: 'walk in, no booking needed' })).toBeInTheDocument();
    expect(screen.getAllByText(/item \/ day/).length).toBeGreaterThan(0);
    // Hours and address in the app's language, not the stored Chinese sentence and address.
    expect(screen.getByText('Mon–Fri 08:00–22:00')).toBeInTheDocument();
    expect(screen.getByText('268 Xizang Middle Road, Huangpu District, Shanghai')).toBeInTheDocument();
    expect(screen.queryByText(/周一|上海市/)).toBeNull();
    // The Chinese name and address, in large type for a taxi driver, as on the shop page; keyboard reachable.
    const show = screen.getByRole('button', { name: 'show to taxi driver' });
    show.focus();
    await userEvent.keyboard('{Enter}');
    const taxi = screen.getByRole('alertdialog', { name: 'show this to the driver' });
    expect(within(taxi).getByText('全家便利店(人民广场店)').closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    expect(within(taxi).getByText('上海市黄浦区西藏中路268号（来福士广场B1层）')).toHaveAttribute('class', 'taxi-address__address');
    await userEvent.click(within(taxi).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'navigate' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'AMap',
      'Baidu Maps',
      'Apple Maps',
    ]);
    expect(screen.queryByRole('button', { name: /next|book|confirm/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'back to the storage point' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/12'));
  });

  it('explains a walk-in shop in Chinese, with the address for a taxi driver', async () => {
    await openBooking('/book/12', { language: 'zh-CN', shop: buildShopDetail({ id: 12, isSupportScheduled: false }) });
    expect(await screen.findByRole('heading', { name: '无需预约，直接到店' })).toBeInTheDocument();
    expect(screen.getByText('上海市黄浦区西藏中路268号（来福士广场B1层）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '出示给司机' }));
    const taxi = screen.getByRole('alertdialog', { name: '请司机送我到这里' });
    expect(within(taxi).getByText('全家便利店(人民广场店)')).toBeInTheDocument();
    expect(within(taxi).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it.each(['/book/99', '/book/abc'])('%s is an unknown shop, with a way home', async (path) => {
    await openBooking(path);
    expect(await screen.findByText('the merchant does not exist or has been taken off the shelves')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to the map' })).toHaveAttribute('href', '/');
  });

  it('speaks Chinese', async () => {
    await openBooking('/book/12', { language: 'zh-CN', stock: { '20261123': { 1: 1 } } });
    expect(await screen.findByRole('heading', { level: 1, name: '预约寄存' })).toBeInTheDocument();
    expect(await screen.findByText('所选日期仅剩 1 个寄存位')).toBeInTheDocument();
    expect(screen.getByLabelText('开始日期')).toHaveAccessibleDescription('今天');
    expect(screen.getByRole('spinbutton', { name: '行李箱（大件）' })).toHaveValue(0);
    expect(screen.getByText('共 1 天')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled());
  });
});

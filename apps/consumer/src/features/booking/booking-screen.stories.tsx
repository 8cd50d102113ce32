import { checkoutEndpoint, storeInfoV2Endpoint, storeInventoryEndpoint, userCouponsEndpoint, type ShopDetail, type UserCoupon } from '@luggage/api/contract';
import { buildCheckout, buildShopDetail, buildStoreInventory, buildUserCoupon, mockEndpoint, type StockByDay } from '@luggage/api/mocks';
import { addDays, shanghaiToday } from '@luggage/domain/dates';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { BookingScreen } from './booking-screen';

const NOW = Date.now();
const TODAY = shanghaiToday(NOW);
const TOMORROW = addDays(TODAY, 1).replaceAll('-', '');

const priceOf = (shop: ShopDetail, goodsId: 1 | 2) => {
  const { price, discount } = shop.inventory.find((item) => item.goodsId === goodsId) ?? { price: 0, discount: 0 };
  return { price, discount };
};

/** The shop (id 12) and its inventory for any range the form asks about. */
const shopHandlers = (stock: StockByDay = {}, shop = buildShopDetail({ id: 12 })) => [
  mockEndpoint(storeInfoV2Endpoint, { content: shop }),
  mockEndpoint(storeInventoryEndpoint, (params) => ({
    content: buildStoreInventory(String(params.startDate), String(params.endDate), stock, { 1: priceOf(shop, 1), 2: priceOf(shop, 2) }),
  })),
];

/** The traveller's unused coupons, as coupon_user answers for status 0. */
const myCoupons = (coupons: UserCoupon[]) =>
  mockEndpoint(userCouponsEndpoint, { content: { coupons, page: 1, counts: { unused: coupons.length, locked: 0, used: 0, expired: 0 } } });

/** A coupon of the traveller's valid from yesterday for 20 days more (relative to now, so the story never ages). */
const validCoupon = (overrides: Partial<UserCoupon>) =>
  buildUserCoupon({
    startTime: new Date(NOW - 86_400_000).toISOString(),
    endTime: new Date(NOW + 20 * 86_400_000).toISOString(),
    lastDay: addDays(TODAY, 20),
    remainingDays: 20,
    ...overrides,
  });

/** From the form's 'next' to the confirmation with one more bag. */
async function goToConfirmation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'one more: bag (small item)' })).toBeEnabled());
  await userEvent.click(canvas.getByRole('button', { name: 'one more: bag (small item)' }));
  await userEvent.click(canvas.getByRole('button', { name: 'next' }));
  return within(await canvas.findByRole('region', { name: 'confirm your booking' }));
}

const meta = {
  title: 'Consumer/Booking',
  component: BookingScreen,
  args: { shopId: '12', now: NOW },
  parameters: screenStory(consumerLocales, { route: '/book/12', msw: shopHandlers() }),
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing left today: both steppers are locked at 0 and say why. */
export const NoStock: Story = {
  parameters: { msw: shopHandlers({ [TODAY.replaceAll('-', '')]: { 1: 0, 2: 0 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('no storage space left for these dates')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'one more: suitcase (large item)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'one more: bag (small item)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'next' })).toBeDisabled();
  },
};

/** A shop that takes no bookings: walk in, its prices and the way there, the address for a taxi driver, no form. */
export const WalkInShop: Story = {
  parameters: { msw: shopHandlers({}, buildShopDetail({ id: 12, isSupportScheduled: false })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'walk in, no booking needed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AMap' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'next' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'show to taxi driver' }));
    // The dialog is a portal on the page's body.
    const taxi = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'show this to the driver' });
    await expect(within(taxi).getByText('上海市黄浦区西藏中路268号（来福士广场B1层）')).toBeVisible();
  },
};

/** Today and tomorrow, with only one large item left tomorrow: the range allows one. */
export const PartlyAvailable: Story = {
  parameters: { msw: shopHandlers({ [TOMORROW]: { 1: 1 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The end date is chosen in its calendar (a dialog on the page, loaded on first opening).
    await userEvent.click(await canvas.findByRole('button', { name: /^end date / }));
    const calendar = await within(document.body).findByRole('dialog', { name: 'end date' });
    const dayButton = () => calendar.querySelector<HTMLButtonElement>(`[data-day="${addDays(TODAY, 1)}"] button`);
    await within(calendar).findByRole('grid');
    // On the last day of a month tomorrow is in the next one.
    if (!dayButton()) await userEvent.click(within(calendar).getByRole('button', { name: /next month/i }));
    await userEvent.click(await waitFor(() => dayButton() ?? Promise.reject(new Error('tomorrow is not in the calendar'))));
    await expect(await canvas.findByText('only 1 left for these dates')).toBeVisible();
    await expect(canvas.getByText('2 days in total')).toBeVisible();
    const more = canvas.getByRole('button', { name: 'one more: suitcase (large item)' });
    await userEvent.click(more);
    await expect(more).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'suitcase (large item)' })).toHaveValue(1);
  },
};

/** A shop at 80 %: the regular price struck through, and the estimate at the discounted price. */
export const WithDiscount: Story = {
  parameters: {
    msw: shopHandlers(
      {},
      buildShopDetail({
        id: 12,
        discount: 80,
        inventory: [
          { goodsId: 1, count: 10, price: 2000, discount: 1600 },
          { goodsId: 2, count: 20, price: 1500, discount: 1200 },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('¥16.00 / item / day')).toBeVisible();
    await expect(canvas.getByText('¥20.00').tagName).toBe('S');
    // The form starts with one bag: the estimate is there at once.
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'bag (small item)' })).toHaveValue(1));
    await expect(canvas.getByText('estimated total ¥12.00')).toBeVisible();
  },
};

/** Step two: the server's amounts, with the shop's discount, ready to confirm; the traveller has no coupons. */
export const Confirmation: Story = {
  parameters: {
    msw: [
      ...shopHandlers(),
      myCoupons([]),
      mockEndpoint(checkoutEndpoint, { content: buildCheckout({ storeId: 12, orderAmount: 10000, discountAmount: 2000, payAmount: 8000 }) }),
    ],
  },
  play: async ({ canvasElement }) => {
    const confirmation = await goToConfirmation(canvasElement);
    await expect(confirmation.getByText('¥80.00')).toBeVisible();
    await expect(confirmation.getByText('−¥20.00')).toBeVisible();
    await expect(await confirmation.findByText('no coupons')).toBeVisible();
    await expect(confirmation.queryByRole('button', { name: /^coupon:/ })).toBeNull();
    await expect(confirmation.getByRole('button', { name: 'confirm booking' })).toBeEnabled();
  },
};

/** The coupons of the picker story: the welcome coupon (¥5 off from ¥10), ¥3 off bags, and one for another city. */
const PICKER_COUPONS = [
  validCoupon({ clientCouponId: '41' }),
  validCoupon({ clientCouponId: '42', templateId: 3, name: '背包立减券', nameEn: '¥3 off bags', discount: { kind: 'amount', amountOff: 300 }, minSpend: 600, scope: { shops: { kind: 'all' }, goodsId: 2 } }),
  validCoupon({
    clientCouponId: '43',
    templateId: 4,
    name: '北京寄存券',
    nameEn: 'Beijing coupon',
    scope: { shops: { kind: 'city', cityId: 2, cityName: '北京', cityEn: 'beijing' }, goodsId: null },
  }),
];

/** Checkout as the server prices the picker story's cart (¥100.00): 'best' and '41' take ¥5 off, '42' has just ended, 'none' nothing. */
const pickerCheckout = (params: Record<string, unknown>) => {
  if (params.coupon === '42') return { errorMsg: 'this coupon has expired' };
  const coupon = params.coupon === 'best' || params.coupon === '41' ? { clientCouponId: '41', amount: 500 } : null;
  const off = coupon?.amount ?? 0;
  return { content: buildCheckout({ storeId: 12, discountAmount: off, payAmount: 10000 - off, coupon, couponAmount: off }) };
};

/**
 * The best coupon comes by default; the picker weighs each coupon on this booking (what it takes off, or
 * why not, greyed); removing it prices the booking without; a coupon the server refuses is dropped with why.
 */
export const CouponPicker: Story = {
  parameters: { msw: [...shopHandlers(), myCoupons(PICKER_COUPONS), mockEndpoint(checkoutEndpoint, pickerCheckout)] },
  play: async ({ canvasElement }) => {
    const confirmation = await goToConfirmation(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const couponButton = await confirmation.findByRole('button', { name: 'coupon: Welcome coupon −¥5.00, change' });
    await expect(confirmation.getByText('¥95.00')).toBeVisible();

    await userEvent.click(couponButton);
    const picker = within(await page.findByRole('dialog', { name: 'choose a coupon' }));
    await expect(picker.getByRole('radio', { name: 'Welcome coupon ¥5.00 off this booking' })).toBeChecked();
    await expect(picker.getByRole('radio', { name: '¥3 off bags ¥3.00 off this booking' })).toBeEnabled();
    await expect(picker.getByRole('radio', { name: 'Beijing coupon this coupon cannot be used at this shop' })).toBeDisabled();
    await userEvent.click(picker.getByRole('radio', { name: 'no coupon' }));
    await userEvent.click(picker.getByRole('button', { name: 'use' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'choose a coupon' })).toBeNull());
    await expect(await confirmation.findByRole('button', { name: 'coupon: not used, change' })).toBeVisible();
    await expect(confirmation.getByText('¥100.00', { selector: '.booking-confirmation__pay' })).toBeVisible();

    await userEvent.click(confirmation.getByRole('button', { name: 'coupon: not used, change' }));
    const again = within(await page.findByRole('dialog', { name: 'choose a coupon' }));
    await userEvent.click(again.getByRole('radio', { name: /^¥3 off bags/ }));
    await userEvent.click(again.getByRole('button', { name: 'use' }));
    await expect(await confirmation.findByRole('alert')).toHaveTextContent('this coupon has expired: the amounts below are updated');
    await expect(confirmation.getByRole('button', { name: 'coupon: not used, change' })).toBeVisible();
  },
};

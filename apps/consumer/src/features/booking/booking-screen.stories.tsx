import { checkoutEndpoint, storeInfoV2Endpoint, storeInventoryEndpoint, type ShopDetail } from '@luggage/api/contract';
import { buildCheckout, buildShopDetail, buildStoreInventory, mockEndpoint, type StockByDay } from '@luggage/api/mocks';
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

/** Step two: the server's amounts, with a discount, ready to confirm. */
export const Confirmation: Story = {
  parameters: {
    msw: [
      ...shopHandlers(),
      mockEndpoint(checkoutEndpoint, { content: buildCheckout({ storeId: 12, orderAmount: 10000, discountAmount: 2000, payAmount: 8000 }) }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'one more: bag (small item)' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'one more: bag (small item)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'next' }));
    const confirmation = await canvas.findByRole('region', { name: 'confirm your booking' });
    await expect(within(confirmation).getByText('¥80.00')).toBeVisible();
    await expect(within(confirmation).getByText('−¥20.00')).toBeVisible();
    await expect(within(confirmation).getByRole('button', { name: 'confirm booking' })).toBeEnabled();
  },
};

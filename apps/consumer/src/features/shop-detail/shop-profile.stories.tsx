import { buildShopDetail } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { ShopProfile } from './shop-profile';

// Shanghai wall times on Monday 23 November 2026; the shop opens 08:00–22:00 on weekdays.
const MONDAY_10_00 = '2026-11-23T10:00';
const MONDAY_23_00 = '2026-11-23T23:00';

const meta = {
  title: 'Consumer/Shop page',
  component: ShopProfile,
  parameters: screenStory(consumerLocales, { route: '/', frame: { maxWidth: 420 } }),
  args: {
    shop: buildShopDetail({
      id: 12,
      pics: ['/api/photos/shop-012-1.jpg', '/api/photos/shop-012-2.jpg'],
      phone: '021-63581234',
      discount: 80,
      inventory: [
        { goodsId: 1, count: 10, price: 2000, discount: 1600 },
        { goodsId: 2, count: 20, price: 1500, discount: 1200 },
      ],
    }),
    now: MONDAY_10_00,
    focusBooking: false,
  },
} satisfies Meta<typeof ShopProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open, discounted shop with a phone. */
export const OpenWithPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('open now')).toBeInTheDocument();
    await expect(canvas.getByText('closes at 22:00')).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { name: 'photo 2 of 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'call the shop' })).toHaveAttribute('href', 'tel:02163581234');
  },
};

/** Late at night, a shop without photos, phone or scheduled booking. */
export const ClosedWalkInOnly: Story = {
  args: { now: MONDAY_23_00, shop: buildShopDetail({ id: 12, pics: [], isSupportScheduled: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('closed now')).toBeInTheDocument();
    await expect(canvas.getByText('opens tomorrow at 08:00')).toBeInTheDocument();
    await expect(canvas.getByText('no photo yet')).toBeInTheDocument();
    await expect(canvas.getByText('walk in, no booking needed')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'call the shop' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'book' })).toBeNull();
  },
};

/** The shop page in Chinese, arriving from the map card with 'book' focused. */
export const Chinese: Story = {
  args: { focusBooking: true },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('营业中')).toBeInTheDocument();
    await expect(canvas.getByText('8折')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '预约' })).toHaveFocus();
  },
};

/** In English: the English address, and 'show to taxi driver' opening the Chinese name and address in large type. */
export const TaxiAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('268 Xizang Middle Road, Huangpu District, Shanghai')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'show to taxi driver' }));
    // The dialog is a portal on the page's body.
    const taxi = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'show this to the driver' });
    await expect(within(taxi).getByText('上海市黄浦区西藏中路268号（来福士广场B1层）')).toBeVisible();
  },
};

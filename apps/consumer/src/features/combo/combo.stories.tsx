import { comboBuyEndpoint, comboInfoEndpoint, comboOrderInfoEndpoint, type ComboOrder } from '@luggage/api/contract';
import { buildCombo, buildComboOrder, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { ComboOffer } from './combo-offer';
import { ComboOrderView } from './combo-order-view';

/** The server of a combo order story: combo order 7 as `overrides` make it. */
const orderServer = (overrides: Partial<ComboOrder> = {}) => [mockEndpoint(comboOrderInfoEndpoint, () => ({ content: buildComboOrder(overrides) }))];

const meta = {
  title: 'Consumer/Combo/Combo package',
  component: ComboOffer,
  args: { comboId: '1', isGuest: false },
  parameters: screenStory(consumerLocales, {
    route: '/combo/1',
    frame: PHONE_PAGE_FRAME,
    msw: [mockEndpoint(comboInfoEndpoint, { content: buildCombo() }), mockEndpoint(comboBuyEndpoint, { content: buildComboOrder({ status: 'unpaid' }) })],
  }),
} satisfies Meta<typeof ComboOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On sale: what it contains, for how long and where, its price, and 'buy'. */
export const Buyable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '5 bag-days in Shanghai' })).toBeVisible();
    await expect(canvas.getByText('5 × one bag stored for one day')).toBeVisible();
    await expect(canvas.getByText('30 days from purchase')).toBeVisible();
    await expect(canvas.getByText(/shanghai shops/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'buy for ¥40.00' })).toBeEnabled();
  },
};

/** A guest is asked to log in, and comes back here. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'log in to buy' })).toHaveAttribute('href', '/login?redirect=%2Fcombo%2F1');
  },
};

/** Bought, one day used: 4 / 5 days left, 30 days to use them, each day's state, and 'refund the rest (¥32)'. */
export const Bought: Story = {
  render: () => <ComboOrderView comboOrderId="7" />,
  parameters: { msw: orderServer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 / 5')).toBeVisible();
    await expect(canvas.getByText(/30 days left/)).toBeVisible();
    await expect(canvas.getAllByText('unused')).toHaveLength(4);
    await expect(canvas.getByText('used')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'refund the rest (¥32.00)' })).toHaveAttribute('href', '/combo/refund/7');
  },
};

/** Expired with days unused: nothing can be refunded any more. */
export const Expired: Story = {
  render: () => <ComboOrderView comboOrderId="7" />,
  parameters: { msw: orderServer({ day: 0, remain: 0, coupon: ['101-2', '102-3', '103-3', '104-3', '105-3'], refundQuote: null, refundRefusal: 'expired' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 / 5')).toBeVisible();
    await expect(canvas.getByText('expired: nothing can be refunded any more')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /refund the rest/ })).toBeNull();
  },
};

/** Refunded: the unused days are withdrawn and the money is back. */
export const Refunded: Story = {
  render: () => <ComboOrderView comboOrderId="7" />,
  parameters: {
    msw: orderServer({ status: 'refunded', remain: 0, coupon: ['101-2', '102-4', '103-4', '104-4', '105-4'], refundQuote: null, refundAmount: 3200 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('¥32.00 was refunded to the original payment method')).toBeVisible();
    await expect(canvas.getAllByText('refunded')).not.toHaveLength(0);
  },
};

import type { OrderListItem } from '@luggage/api/contract';
import { buildOrderListItem } from '@luggage/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { OrderCard } from './order-card';

// 10:00 on Monday 23 November 2026 in Shanghai: the factory's order starts today.
const NOW = Date.parse('2026-11-23T02:00:00Z');

const meta = {
  title: 'Consumer/Orders/Order card',
  component: OrderCard,
  args: { order: buildOrderListItem(), now: NOW },
  parameters: { locales: consumerLocales, route: '/orders', frame: { maxWidth: 390, padding: 16, background: 'var(--lg-color-background)' } },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of the card in one state: its label shown, the card opening the order. */
const inState = (overrides: Partial<OrderListItem>, label: string): Story => ({
  args: { order: buildOrderListItem(overrides) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '人民广场店' })).toHaveAttribute('href', '/order/501');
    await expect(canvas.getByText('23 Nov 2026 (today) to 24 Nov 2026 (tomorrow)')).toBeVisible();
    await expect(canvas.getByText('2 bags')).toBeVisible();
    await expect(canvas.getByText('¥60.00')).toBeVisible();
  },
});

export const Unpaid = inState({ status: 'unpaid' }, 'unpaid');
export const Paid = inState({ status: 'paid' }, 'paid');
export const Stored = inState({ status: 'paid', storeStatus: 20 }, 'stored');
export const CancellationApplied = inState({ status: 'paid', storeStatus: 100 }, 'cancellation applied');
export const ChangeRequested = inState({ status: 'paid', storeStatus: 110 }, 'change requested');
export const Cancelled = inState({ status: 'cancelled' }, 'cancelled');
export const Refunding = inState({ status: 'refunding' }, 'refunding');
export const Refunded = inState({ status: 'refunded' }, 'refunded');
export const Lapsed = inState({ status: 'lapsed' }, 'lapsed');

/** Past and not reviewed yet: the card offers 'review'. */
export const ToReview: Story = {
  args: { order: buildOrderListItem({ storeStatus: 30, startTime: '2026-11-20', endTime: '2026-11-21', review: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('picked up')).toBeVisible();
    await expect(canvas.getByText('20 Nov 2026 to 21 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'review the order at 人民广场店' })).toHaveAttribute('href', '/review?id=501');
    await expect(canvas.queryByRole('link', { name: /^show voucher/ })).not.toBeInTheDocument();
  },
};

/** Paid, the code live: one tap to the voucher. */
export const PaidShowsVoucher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'show voucher for the order at 人民广场店' })).toHaveAttribute('href', '/credence/501');
    await expect(canvas.queryByRole('link', { name: /^review/ })).not.toBeInTheDocument();
  },
};

/** Past but never brought to the shop: the review flag is up, yet no review is offered. */
export const NeverStoredNoReview: Story = {
  args: { order: buildOrderListItem({ storeStatus: 0, startTime: '2026-11-20', endTime: '2026-11-21', review: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^show voucher/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^review/ })).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  args: { order: buildOrderListItem({ status: 'unpaid' }) },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('待支付')).toBeVisible();
    await expect(canvas.getByText('2026年11月23日（今天） 至 2026年11月24日（明天）')).toBeVisible();
  },
};

import { buildOrderDetail, buildShopDetail } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { VoucherView } from './voucher-view';

// 10:00 on Monday 23 November 2026 in Shanghai: the shop is open until 22:00 and the order starts today.
const NOW = Date.parse('2026-11-23T02:00:00Z');

/** A drawn stand-in for the shop's photo of the stored luggage (no server in Storybook). */
const LUGGAGE_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f5f6f7"/><rect x="30" y="35" width="60" height="70" rx="8" fill="#ffc300"/><rect x="48" y="20" width="24" height="18" rx="4" fill="none" stroke="#1f2329" stroke-width="4"/></svg>',
)}`;

const meta = {
  title: 'Consumer/Voucher',
  component: VoucherView,
  args: { order: buildOrderDetail(), shop: buildShopDetail({ id: 1 }), now: NOW },
  parameters: screenStory(consumerLocales, { route: '/credence/501' }),
} satisfies Meta<typeof VoucherView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked and paid: the live QR code and the grouped code to show, the shop open until 22:00, the booking. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code of voucher 7KQ2 M9XD' })).toBeVisible();
    await expect(canvas.getByText('7KQ2 M9XD')).toBeVisible();
    await expect(canvas.getByText('open now · closes at 22:00 today')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AMap' })).toBeVisible();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** Stored at the shop: the luggage's photo under 'stored'; the code stays for picking it up. */
export const Stored: Story = {
  args: { order: buildOrderDetail({ storeStatus: 20, cancellable: false, pic: [LUGGAGE_PHOTO] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'stored' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'stored luggage, photo 1' })).toHaveAttribute('src', LUGGAGE_PHOTO);
    await expect(canvas.getByText('7KQ2 M9XD')).toBeVisible();
  },
};

/** Picked up: 'completed' with when and the photo; no QR code, no code and no 'show this code'; the review. */
export const Completed: Story = {
  args: {
    order: buildOrderDetail({ storeStatus: 30, cancellable: false, review: true, pic: [LUGGAGE_PHOTO], storedAt: '2026-11-23T02:30:00.000Z', pickedUpAt: '2026-11-23T09:45:00.000Z' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'completed', level: 2 })).toBeVisible();
    await expect(canvas.getByText('picked up on 23 Nov 2026, 17:45')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'stored luggage, photo 1' })).toHaveAttribute('src', LUGGAGE_PHOTO);
    await expect(canvas.getByRole('link', { name: 'review the storage' })).toHaveAttribute('href', '/review?id=501');
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('7KQ2 M9XD')).not.toBeInTheDocument();
    await expect(canvas.queryByText('show this code at the storage point')).not.toBeInTheDocument();
  },
};

/** Cancelled before payment counted: says so, no code. */
export const Cancelled: Story = {
  args: { order: buildOrderDetail({ status: 'cancelled', voucherCode: null, cancellable: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'cancelled', level: 2 })).toBeVisible();
    await expect(canvas.getByText('this order was cancelled: it has no voucher')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  },
};

/** Cancelled after payment and refunded: says so, no code. */
export const Refunded: Story = {
  args: { order: buildOrderDetail({ status: 'refunded', voucherCode: null, cancellable: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'refunded', level: 2 })).toBeVisible();
    await expect(canvas.getByText('this order was cancelled and refunded: it has no voucher')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  },
};

/** Opened without a connection: the copy saved on the device, marked as such. */
export const OfflineCopy: Story = {
  args: { offlineSavedAt: '2026-11-23T01:30:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('offline copy saved 23 Nov 2026, 09:30: it may have changed since');
    await expect(canvas.getByText('7KQ2 M9XD')).toBeVisible();
  },
};

/** The offline copy of an order the app saw handed back (online, in the list or the order): completed, no code. */
export const OfflineCopyCompleted: Story = {
  args: { offlineSavedAt: '2026-11-23T10:00:00.000Z', order: buildOrderDetail({ storeStatus: 30, cancellable: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('offline copy saved 23 Nov 2026, 18:00');
    await expect(canvas.getByRole('heading', { name: 'completed', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  },
};

/** Not paid yet: the way to pay instead of a code. */
export const Unpaid: Story = {
  args: { order: buildOrderDetail({ status: 'unpaid', voucherCode: null, paidAt: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'pay now' })).toHaveAttribute('href', '/pay/501');
    await expect(canvas.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '寄存凭证 7KQ2 M9XD 的二维码' })).toBeVisible();
    await expect(canvas.getByText('营业中 · 今天 22:00 打烊')).toBeVisible();
  },
};

export const ChineseCompleted: Story = {
  args: Completed.args,
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '已完成', level: 2 })).toBeVisible();
    await expect(canvas.getByText('2026年11月23日 17:45 已取件')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /二维码/ })).not.toBeInTheDocument();
  },
};

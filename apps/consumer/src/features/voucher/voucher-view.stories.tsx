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

/** A paid order: the QR code and the grouped code to show, the shop open until 22:00, the booking. */
export const Paid: Story = {
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
export const StoredWithPhoto: Story = {
  args: { order: buildOrderDetail({ storeStatus: 20, cancellable: false, pic: [LUGGAGE_PHOTO] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'stored' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'stored luggage, photo 1' })).toHaveAttribute('src', LUGGAGE_PHOTO);
    await expect(canvas.getByText('7KQ2 M9XD')).toBeVisible();
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

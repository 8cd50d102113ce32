import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CouponsEmpty } from './coupons-empty';

const meta = {
  title: 'Consumer/Coupons/No coupons',
  component: CouponsEmpty,
  parameters: { locales: consumerLocales, route: '/coupons', frame: { maxWidth: 375, background: 'var(--lg-color-background)' } },
} satisfies Meta<typeof CouponsEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No coupon yet: how coupons come, and the way to the map. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('no coupons yet')).toBeVisible();
    await expect(canvas.getByText(/welcome coupon comes with your first login/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'find a storage point on the map' })).toHaveAttribute('href', '/');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无优惠券')).toBeVisible();
    await expect(canvas.getByText(/首次登录即送新人券/)).toBeVisible();
  },
};

import { buildUserCoupon } from '@luggage/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CouponCard } from './coupon-card';
import type { CouponStatusKey } from './coupon-status-key';
import { CouponTabs, type CouponTabsProps } from './coupon-tabs';

const NOW = Date.parse('2026-11-23T02:00:00Z');

/** The tabs keeping their own selection (the screen keeps it in the URL), a card of the selected state under them. */
function SelfSelecting({ counts }: Pick<CouponTabsProps, 'counts'>) {
  const [selected, setSelected] = useState<CouponStatusKey>('unused');
  const status = { unused: 0, locked: 1, used: 2, expired: 3 } as const;
  return (
    <CouponTabs counts={counts} selected={selected} onSelect={setSelected}>
      <div style={{ padding: 16 }}>
        <CouponCard coupon={buildUserCoupon({ clientCouponStatus: status[selected], orderId: selected === 'locked' || selected === 'used' ? '501' : null })} now={NOW} />
      </div>
    </CouponTabs>
  );
}

const meta = {
  title: 'Consumer/Coupons/Coupon tabs',
  component: SelfSelecting,
  args: { counts: { unused: 2, locked: 1, used: 0, expired: 12 } },
  parameters: { locales: consumerLocales, route: '/coupons', frame: { maxWidth: 375, background: 'var(--lg-color-background)' } },
} satisfies Meta<typeof SelfSelecting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab per state with its count; arrow keys move and select. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'my coupons by state' });
    await expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['unused 2', 'in use 1', 'used 0', 'expired 12']);
    await userEvent.click(canvas.getByRole('tab', { name: 'unused 2' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'in use 1' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'in use 1' })).toHaveTextContent('in use by an unpaid order');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'expired 12' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** In Chinese, with two- and three-digit counts (the browser tests check that the labels keep to one line at 375 px). */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { counts: { unused: 12, locked: 10, used: 99, expired: 100 } },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['未使用 12', '使用中 10', '已使用 99', '已过期 100']);
  },
};

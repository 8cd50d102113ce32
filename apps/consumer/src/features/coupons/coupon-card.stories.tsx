import type { UserCoupon } from '@luggage/api/contract';
import { buildUserCoupon } from '@luggage/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CouponCard } from './coupon-card';

// 10:00 on Monday 23 November 2026 in Shanghai: the factory's welcome coupon was issued now.
const NOW = Date.parse('2026-11-23T02:00:00Z');

const meta = {
  title: 'Consumer/Coupons/Coupon card',
  component: CouponCard,
  args: { coupon: buildUserCoupon(), now: NOW },
  parameters: { locales: consumerLocales, route: '/coupons', frame: { maxWidth: 375, padding: 16, background: 'var(--lg-color-background)' } },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card in one state: its name, what it takes off, and the lines `texts` of that state. */
const inState = (overrides: Partial<UserCoupon>, texts: string[], absent: string[] = []): Story => ({
  args: { coupon: buildUserCoupon(overrides) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: overrides.nameEn ?? 'Welcome coupon' });
    for (const text of texts) await expect(within(card).getByText(text)).toBeVisible();
    for (const text of absent) await expect(within(card).queryByText(text)).not.toBeInTheDocument();
  },
});

/** Unused: ¥5 off from ¥10 at every shop, with its 30 days left. */
export const Unused = inState({}, ['¥5', 'from ¥10', 'all shops', 'valid until 23 Dec 2026', '30 days left'], ['unused']);

/** Unused on its last day: 'ends today', in the warning colour. */
export const EndsToday = inState({ remainingDays: 0, lastDay: '2026-11-23', endTime: '2026-11-23T16:00:00.000Z' }, ['ends today', 'valid until 23 Nov 2026']);

/** Held by an unpaid order: says so and leads to that order. */
export const Locked: Story = {
  args: { coupon: buildUserCoupon({ clientCouponStatus: 1, orderId: '501', remainingDays: 2 }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Welcome coupon' });
    await expect(within(card).getByText('in use by an unpaid order')).toBeVisible();
    await expect(within(card).getByText('2 days left')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'view the order holding the Welcome coupon' })).toHaveAttribute('href', '/order/501');
  },
};

/** Used by a paid order: greyed, no days left, the order one tap away. */
export const Used = inState({ clientCouponStatus: 2, orderId: '480' }, ['used', 'valid until 23 Dec 2026'], ['30 days left']);

/** Expired unused: greyed, with the day it ended. */
export const Expired = inState({ clientCouponStatus: 3, remainingDays: 0, lastDay: '2026-11-20', endTime: '2026-11-20T16:00:00.000Z' }, ['expired', 'ended 20 Nov 2026'], ['ends today']);

/** Percent off with its cap, at the Shanghai shops, for bags only. */
export const PercentForBags = inState(
  {
    nameEn: '20% off bags in Shanghai',
    discount: { kind: 'percent', percentOff: 20, maxDiscount: 1000 },
    minSpend: 0,
    scope: { shops: { kind: 'city', cityId: 1, cityName: '上海', cityEn: 'shanghai' }, goodsId: 2 },
  },
  ['20%', 'no minimum', 'up to ¥10', 'Shanghai shops, bags only'],
);

/** Good at listed shops only: the first two named, then how many more. */
export const ListedShops = inState(
  {
    nameEn: 'Station shops',
    scope: {
      shops: {
        kind: 'shops',
        shops: [
          { id: 1, name: '人民广场店', en: "People's Square" },
          { id: 2, name: '虹桥火车站店', en: 'Hongqiao Railway Station' },
          { id: 3, name: '上海火车站店', en: 'Shanghai Railway Station' },
        ],
      },
      goodsId: 1,
    },
  },
  ["People's Square, Hongqiao Railway Station and 1 more, suitcases only"],
);

/** In Chinese: ¥5, 满10元可用, 还剩30天. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '新人专享券' });
    await expect(card).toHaveTextContent('立减5元');
    await expect(within(card).getByText('满10元可用')).toBeVisible();
    await expect(within(card).getByText('有效期至2026年12月23日')).toBeVisible();
    await expect(within(card).getByText('还剩30天')).toBeVisible();
  },
};

/** A percent coupon in Chinese reads as 折: 20 % off is 8折. */
export const ChinesePercent: Story = {
  args: { coupon: buildUserCoupon({ discount: { kind: 'percent', percentOff: 15, maxDiscount: 2000 }, minSpend: 3000, clientCouponStatus: 3, remainingDays: 0 }) },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '新人专享券' });
    await expect(within(card).getByText('8.5折', { selector: '.coupon-discount__big' })).toBeVisible();
    await expect(within(card).getByText('满30元可用')).toBeVisible();
    await expect(within(card).getByText('最高减20元')).toBeVisible();
    await expect(within(card).getByText('已过期')).toBeVisible();
  },
};

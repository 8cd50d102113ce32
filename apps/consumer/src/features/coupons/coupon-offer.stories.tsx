import { claimCouponEndpoint, couponInfoEndpoint, type CouponInfoResponse } from '@luggage/api/contract';
import { buildCouponInfo, buildUserCoupon, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CouponOffer } from './coupon-offer';

/**
 * The activity's answer, `overrides` applied; after a claim, `afterClaim` (the refreshed answer). Each
 * story that claims has its own server: the claim is remembered until the page reloads.
 */
function offerServer(overrides: Partial<CouponInfoResponse> = {}, afterClaim: Partial<CouponInfoResponse> = { claimed: 1, remaining: 997, claimRefusal: 'limitReached' }) {
  let hasClaimed = false;
  return [
    mockEndpoint(couponInfoEndpoint, (params) =>
      Number(params.id) === 2 ? { content: buildCouponInfo({ ...overrides, ...(hasClaimed ? afterClaim : {}) }) } : { errorMsg: 'coupon not found' },
    ),
    mockEndpoint(claimCouponEndpoint, () => {
      hasClaimed = true;
      return { content: { coupon: buildUserCoupon({ templateId: 2 }) } };
    }),
  ];
}

const meta = {
  title: 'Consumer/Coupons/Activity page',
  component: CouponOffer,
  args: { id: 2, isGuest: false },
  parameters: screenStory(consumerLocales, { route: '/coupon?id=2', frame: PHONE_PAGE_FRAME, msw: offerServer({}, {}) }),
} satisfies Meta<typeof CouponOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A traveller who may claim: the coupon, its facts and 'claim'; claiming ends in 'claimed' and the way to my coupons. */
export const Claim: Story = {
  parameters: { msw: offerServer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '20% off in Shanghai' })).toBeVisible();
    await expect(canvas.getByText('998 of 1000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'claim' }));
    await expect(await canvas.findByText('claimed: the coupon is in your coupons')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'see my coupons' })).toHaveAttribute('href', '/coupons');
    await expect(await canvas.findByText('1 coupon, you have 1')).toBeVisible();
  },
};

/** A guest: 'log in and claim' leads to the login, which comes back here to claim. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logIn = await canvas.findByRole('link', { name: 'log in and claim' });
    await expect(logIn).toHaveAttribute('href', '/login?redirect=%2Fcoupon%3Fid%3D2%26claim%3D1');
    await expect(logIn).toHaveAccessibleDescription('you log in with your phone and come back here');
  },
};

/** A story of a coupon the caller cannot claim: the sentence saying why, and no button. */
const refused = (overrides: Partial<CouponInfoResponse>, sentence: string): Story => ({
  parameters: { msw: offerServer(overrides) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sentence)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'claim' })).not.toBeInTheDocument();
  },
});

/** The limit reached: why, and the way to my coupons, where the copy is. */
export const AlreadyClaimed: Story = {
  parameters: { msw: offerServer({ claimed: 1, claimRefusal: 'limitReached' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('you have already claimed this coupon (1 per person)')).toBeVisible();
    await expect(canvas.getByText('1 coupon, you have 1')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'see my coupons' })).toHaveAttribute('href', '/coupons');
    await expect(canvas.queryByRole('button', { name: 'claim' })).not.toBeInTheDocument();
  },
};
export const AllClaimed = refused({ remaining: 0, hasStock: false, claimRefusal: 'outOfStock' }, 'all of these coupons have been claimed');
export const NotStartedYet = refused({ claimStartTime: '2026-12-01T02:00:00.000Z', claimRefusal: 'claimNotStarted' }, 'claiming this coupon starts at 1 Dec 2026, 10:00');
export const Ended = refused({ claimEndTime: '2026-11-20T16:00:00.000Z', claimRefusal: 'claimEnded' }, 'this coupon activity has ended');

/** A window coupon for bags at listed shops, with no stock limit. */
export const WindowCoupon: Story = {
  parameters: {
    msw: offerServer({
      nameEn: 'December bag coupon',
      discount: { kind: 'amount', amountOff: 300 },
      minSpend: 600,
      scope: { shops: { kind: 'shops', shops: [{ id: 1, name: '人民广场店', en: "People's Square" }] }, goodsId: 2 },
      validity: { kind: 'window', startTime: '2026-11-30T16:00:00.000Z', endTime: '2026-12-31T16:00:00.000Z', lastDay: '2026-12-31' },
      stock: null,
      remaining: null,
      perPersonLimit: 3,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'December bag coupon' })).toBeVisible();
    await expect(canvas.getByText('valid 1 Dec 2026 to 31 Dec 2026')).toBeVisible();
    await expect(canvas.getByText('no limit')).toBeVisible();
    await expect(canvas.getByText('3 coupons')).toBeVisible();
  },
};

/** An id no activity has: not found, with the way home. */
export const NotFound: Story = {
  args: { id: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('this coupon was not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'back to the home page' })).toHaveAttribute('href', '/');
  },
};

/** In Chinese: 8折, 无门槛, 领取后14天内有效, 立即领取. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '上海寄存8折券' })).toBeVisible();
    await expect(canvas.getByText('8折', { selector: '.coupon-discount__big' })).toBeVisible();
    await expect(canvas.getByText('无门槛')).toBeVisible();
    await expect(canvas.getByText('领取后14天内有效')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即领取' })).toBeEnabled();
  },
};

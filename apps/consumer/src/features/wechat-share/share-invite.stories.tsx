import { claimShareCouponEndpoint, shareActivityEndpoint, type ShareActivityResponse } from '@luggage/api/contract';
import { buildShareActivity, buildUserCoupon, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { ShareInvite } from './share-invite';

/**
 * The invitation of the link K7M2PQ9X, `claimRefusal` its answer until a claim, 'alreadyClaimed' after.
 * Each story that claims has its own server: the claim is remembered until the page reloads.
 */
function inviteServer(claimRefusal: NonNullable<ShareActivityResponse['invite']>['claimRefusal'] = null) {
  let hasClaimed = false;
  return [
    mockEndpoint(shareActivityEndpoint, (params) =>
      params.from === 'K7M2PQ9X'
        ? { content: buildShareActivity({ mine: null, invite: { claimRefusal: hasClaimed ? 'alreadyClaimed' : claimRefusal } }) }
        : { errorMsg: 'this share link is not valid' },
    ),
    mockEndpoint(claimShareCouponEndpoint, () => {
      hasClaimed = true;
      return { content: { coupon: buildUserCoupon({ nameEn: 'Coupon from a friend' }) } };
    }),
  ];
}

const meta = {
  title: 'Consumer/Sharing/Friend’s invitation',
  component: ShareInvite,
  args: { from: 'K7M2PQ9X', isGuest: false },
  parameters: screenStory(consumerLocales, { route: '/share?from=K7M2PQ9X', frame: PHONE_PAGE_FRAME, msw: inviteServer() }),
} satisfies Meta<typeof ShareInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A friend who may claim: the coupon and 'claim'; claiming ends in 'claimed' and the way to my coupons. */
export const Claim: Story = {
  parameters: { msw: inviteServer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Coupon from a friend' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'claim' }));
    await expect(await canvas.findByText('claimed: the coupon is in your coupons')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'see my coupons' })).toHaveAttribute('href', '/coupons');
  },
};

/** A guest: 'log in and claim' leads to the login, which comes back here to claim. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvasElement }) => {
    const logIn = await within(canvasElement).findByRole('link', { name: 'log in and claim' });
    await expect(logIn).toHaveAttribute('href', '/login?redirect=%2Fshare%3Ffrom%3DK7M2PQ9X%26claim%3D1');
  },
};

/** A story of an invitation the caller cannot claim: the sentence saying why, and no button. */
const refused = (claimRefusal: NonNullable<ShareActivityResponse['invite']>['claimRefusal'], sentence: string): Story => ({
  parameters: { msw: inviteServer(claimRefusal) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sentence)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'claim' })).not.toBeInTheDocument();
  },
});

export const OwnLink = refused('ownLink', 'you cannot claim from your own share link');
export const AlreadyClaimed = refused('alreadyClaimed', 'you have already claimed a coupon from a friend’s share');
export const NotANewCustomer = refused('notNewCustomer', 'this offer is for new customers only');
export const AllClaimed = refused('outOfStock', 'all of these coupons have been claimed');

/** A code no traveller has: not valid, with the way home. */
export const NotValid: Story = {
  args: { from: 'ZZZZZZZZ' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('this share link is not valid')).toBeVisible();
  },
};

/** In Chinese: 好友送您一张优惠券, 立即领取. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '好友送您一张优惠券' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即领取' })).toBeEnabled();
  },
};

import { shareActivityEndpoint } from '@luggage/api/contract';
import { buildShareActivity, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { MyShare } from './my-share';

const meta = {
  title: 'Consumer/Sharing/My share',
  component: MyShare,
  parameters: screenStory(consumerLocales, { route: '/share', frame: PHONE_PAGE_FRAME, msw: [mockEndpoint(shareActivityEndpoint, { content: buildShareActivity() })] }),
} satisfies Meta<typeof MyShare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A traveller's share: what a friend gets, what they get, their link as a QR code, the share button and the counts. */
export const Sharing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Coupon from a friend' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Thank-you for sharing' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of your share link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'share with friends' })).toBeEnabled();
    await expect(canvas.getByText('2 friends claimed')).toBeVisible();
  },
};

/** No friend has claimed yet: the counts say 0. */
export const NoFriendsYet: Story = {
  parameters: { msw: [mockEndpoint(shareActivityEndpoint, { content: buildShareActivity({ mine: { shareCode: 'K7M2PQ9X', friendsClaimed: 0, rewardsEarned: 0 } }) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 friends claimed')).toBeVisible();
    await expect(canvas.getByText('0 rewards earned')).toBeVisible();
  },
};

/** While share_new answers: the loading state. */
export const Loading: Story = {
  parameters: { msw: [http.get(shareActivityEndpoint.path, () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('loading your share…')).toBeVisible();
  },
};

/** No share activity set up: a note, and the product card to share instead. */
export const Unavailable: Story = {
  parameters: { msw: [mockEndpoint(shareActivityEndpoint, { errorMsg: 'sharing is not available now' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('sharing coupons is not available now, you can still share the app')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'share with friends' })).toBeEnabled();
  },
};

/** The server failed: the error and a retry. */
export const Failed: Story = {
  parameters: { msw: [mockEndpoint(shareActivityEndpoint, { errorMsg: 'request error' })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /retry/i })).toBeVisible();
  },
};

/** In Chinese: 邀请好友，双方得券. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '邀请好友，双方得券' })).toBeVisible();
    await expect(canvas.getByText('立减5元', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '分享给好友' })).toBeEnabled();
  },
};

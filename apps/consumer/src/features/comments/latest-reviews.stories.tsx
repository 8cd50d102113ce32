import { storeCommentsEndpoint } from '@luggage/api/contract';
import { buildShopReviewPage, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { LatestReviews } from './latest-reviews';
import { STORY_NOW, storyReviewPages } from './review-stories-data';

const meta = {
  title: 'Consumer/Comments/Shop page reviews',
  component: LatestReviews,
  args: { storeId: 12, now: STORY_NOW },
  parameters: screenStory(consumerLocales, { route: '/shop/12', frame: { maxWidth: 420 }, msw: [storyReviewPages] }),
} satisfies Meta<typeof LatestReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop page's block: score, count, the newest three reviews and the way to all twelve. */
export const LatestThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'latest reviews' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('score 4.6 out of 5')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'all 12 reviews' })).toHaveAttribute('href', '/comments?storeId=12');
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '查看全部 12 条评价' })).toBeVisible();
  },
};

/** No reviews yet: no link. */
export const NoReviews: Story = {
  parameters: { msw: [mockEndpoint(storeCommentsEndpoint, { content: buildShopReviewPage() })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('no reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

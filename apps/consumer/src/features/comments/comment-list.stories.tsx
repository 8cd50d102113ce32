import { storeCommentsEndpoint } from '@luggage/api/contract';
import { buildShopReviewPage, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CommentList } from './comment-list';
import { STORY_NOW, storyReviewPages } from './review-stories-data';

const meta = {
  title: 'Consumer/Comments/Comment list',
  component: CommentList,
  args: { storeId: '12', now: STORY_NOW },
  parameters: screenStory(consumerLocales, { route: '/comments?storeId=12', frame: PHONE_PAGE_FRAME, msw: [storyReviewPages] }),
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve reviews, two with the shop's reply: a full first page, then 'load more' brings the last two. */
export const WithReplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'reviews of this shop' });
    await expect(canvas.getByText('12 reviews')).toBeVisible();
    const [first] = within(list).getAllByRole('article');
    await expect(first).toHaveAccessibleName('review by 王');
    await expect(within(first!).getByRole('region', { name: 'reply from the shop' })).toHaveTextContent('感谢您的好评，欢迎下次再来！');
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
  },
};

/** The same in Chinese: '4 小时前', '3 天前', '商家回复'. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 条评价')).toBeVisible();
    await expect(canvas.getAllByText('商家回复')).toHaveLength(2);
    await expect(canvas.getByText('3 天前')).toBeVisible();
  },
};

/** A shop nobody has reviewed yet. */
export const Empty: Story = {
  parameters: { msw: [mockEndpoint(storeCommentsEndpoint, { content: buildShopReviewPage({ score: 5 }) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('no reviews yet')).toBeVisible();
    await expect(canvas.getByText('0 reviews')).toBeVisible();
  },
};

/** Loading failed: why, and a retry. */
export const LoadingFailed: Story = {
  parameters: { msw: [mockEndpoint(storeCommentsEndpoint, { httpStatus: 500 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('request error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'retry' })).toBeVisible();
  },
};

import { businessReviewListEndpoint, replyReviewEndpoint, type ShopReview } from '@luggage/api/contract';
import { buildShopReview, buildShopReviewPage, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { ReviewList } from './review-list';

/** 10:00 on Monday 23 November 2026 in Shanghai. */
const NOW = Date.parse('2026-11-23T02:00:00Z');

/**
 * The shop's reviews as the server keeps them for one story: a new one waiting for a reply and an older
 * one replied to; a reply is written once, as the server does, and the list shows it after.
 */
function reviewServer() {
  const reviews: ShopReview[] = [
    buildShopReview({ id: '12', score: 4, content: 'Easy drop-off, a bit hard to find.', createdAt: '2026-11-22T22:00:00Z' }),
    buildShopReview({
      id: '11',
      reviewer: '王',
      content: '很方便！',
      createdAt: '2026-11-20T02:00:00Z',
      reply: { content: '谢谢您的好评！', createdAt: '2026-11-20T03:00:00Z' },
    }),
  ];
  return [
    mockEndpoint(businessReviewListEndpoint, () => ({ content: buildShopReviewPage({ reviews: [...reviews], score: 4.5 }) })),
    mockEndpoint(replyReviewEndpoint, (body) => {
      const index = reviews.findIndex((review) => review.id === body.reviewId);
      const review = reviews[index];
      if (!review) return { errorMsg: 'review not found' };
      if (review.reply) return { errorMsg: 'this review already has the shop’s reply' };
      const replied = { ...review, reply: { content: String(body.content).trim(), createdAt: new Date(NOW).toISOString() } };
      reviews[index] = replied;
      return { content: replied };
    }),
  ];
}

const meta = {
  title: 'Business/Reviews/Review list',
  component: ReviewList,
  args: { storeId: 1, now: NOW },
  parameters: screenStory(businessLocales, { frame: { maxWidth: 420 }, msw: reviewServer() }),
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review waiting for a reply: a blank reply is refused before it goes; the reply sent shows under it. */
export const Reply: Story = {
  parameters: { msw: reviewServer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = within(await canvas.findByRole('article', { name: 'review by 138****8000' }));
    await expect(waiting.getByText('4 hours ago')).toBeVisible();
    await expect(waiting.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();
    await userEvent.click(waiting.getByRole('button', { name: 'send the reply' }));
    await expect(waiting.getByRole('alert')).toHaveTextContent('please write a reply');
    await userEvent.type(waiting.getByLabelText('reply to this review (travellers see it under the review)'), 'Thank you! We have put up a sign.');
    await userEvent.click(waiting.getByRole('button', { name: 'send the reply' }));
    const reply = await waiting.findByRole('region', { name: 'your reply' });
    await expect(reply).toHaveTextContent('Thank you! We have put up a sign.');
    await expect(waiting.queryByRole('button', { name: 'send the reply' })).not.toBeInTheDocument();
  },
};

/** In Chinese: the replied review shows its reply, the other the form. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { msw: reviewServer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const replied = within(await canvas.findByRole('article', { name: '王 的评价' }));
    await expect(replied.getByRole('region', { name: '商家回复' })).toHaveTextContent('谢谢您的好评！');
    await expect(canvas.getByRole('button', { name: '发送回复' })).toBeVisible();
    await expect(canvas.getByText('3 天前')).toBeVisible();
  },
};

/** No reviews yet. */
export const Empty: Story = {
  parameters: { msw: [mockEndpoint(businessReviewListEndpoint, { content: buildShopReviewPage() })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('no reviews yet')).toBeVisible();
  },
};

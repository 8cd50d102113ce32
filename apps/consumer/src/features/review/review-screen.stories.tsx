import { orderInfoEndpoint, reviewOrderEndpoint } from '@luggage/api/contract';
import { buildOrderDetail, mockEndpoint } from '@luggage/api/mocks';
import { addDays, shanghaiToday } from '@luggage/domain/dates';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { ReviewScreen } from './review-screen';

const NOW = Date.now();
const YESTERDAY = addDays(shanghaiToday(NOW), -1);

const meta = {
  title: 'Consumer/Review',
  component: ReviewScreen,
  args: { orderId: '501', now: NOW },
  parameters: screenStory(consumerLocales, {
    route: '/review?id=501',
    msw: [
      mockEndpoint(orderInfoEndpoint, { content: buildOrderDetail({ startTime: YESTERDAY, endTime: YESTERDAY, totalDays: 1, review: true, storeStatus: 20 }) }),
      mockEndpoint(reviewOrderEndpoint, { content: { orderId: '501', review: false } }),
    ],
  }),
} satisfies Meta<typeof ReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four stars and a source chosen: the stars fill up to the choice. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvasElement.querySelectorAll('.star-rating__star--on')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: 'WeChat Moments' }));
    await expect(canvas.getByRole('radio', { name: 'WeChat Moments' })).toBeChecked();
  },
};

/** Sent without a score: what is missing is said next to it. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'send the review' }));
    await expect(canvas.getByRole('group', { name: 'your score' })).toHaveAccessibleDescription('please choose a score');
  },
};

/** Sent: thanks, and the way back to the orders. */
export const Thanks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'friends' }));
    await userEvent.click(canvas.getByRole('button', { name: 'send the review' }));
    await expect(await canvas.findByRole('heading', { name: 'thank you for your review' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'back to my orders' })).toHaveAttribute('href', '/orders');
  },
};

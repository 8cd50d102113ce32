import { orderInfoEndpoint } from '@luggage/api/contract';
import { buildOrderDetail, mockEndpoint } from '@luggage/api/mocks';
import { addDays, endOfShanghaiDay, shanghaiToday } from '@luggage/domain/dates';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CancelScreen } from './cancel-screen';

const NOW = Date.now();
const TODAY = shanghaiToday(NOW);
const YESTERDAY = addDays(TODAY, -1);

/** Order 501 stored from `startTime`, its deadline 24:00 (Shanghai) of that day. */
const orderFrom = (startTime: string, overrides: Parameters<typeof buildOrderDetail>[0] = {}) =>
  buildOrderDetail({
    startTime,
    endTime: addDays(startTime, 1),
    cancelDeadline: new Date(endOfShanghaiDay(startTime)).toISOString(),
    ...overrides,
  });

const meta = {
  title: 'Consumer/Cancellation/Cancel',
  component: CancelScreen,
  args: { orderId: '501', now: NOW },
  parameters: screenStory(consumerLocales, { route: '/cancel?id=501', msw: [mockEndpoint(orderInfoEndpoint, { content: orderFrom(TODAY) })] }),
} satisfies Meta<typeof CancelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before storage on the storage date: the rule, the deadline at 24:00 and the whole refund. */
export const Cancellable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^free cancellation until 24:00 on .+ \(Shanghai time\)$/)).toBeVisible();
    await expect(canvas.getByText('¥60.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'continue' })).toHaveAttribute('href', '/reason?id=501');
  },
};

/** The day after the storage date: free cancellation is over, applying to the shop is offered. */
export const DeadlinePassed: Story = {
  parameters: { msw: [mockEndpoint(orderInfoEndpoint, { content: orderFrom(YESTERDAY, { cancellable: false, canApplyCancel: true }) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^free cancellation ended at 24:00 on/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'apply for cancellation' })).toHaveAttribute('href', '/apply?id=501');
    await expect(canvas.queryByRole('link', { name: 'continue' })).toBeNull();
  },
};

/** The luggage is at the shop: no cancellation, only the way back to the order. */
export const Stored: Story = {
  parameters: { msw: [mockEndpoint(orderInfoEndpoint, { content: orderFrom(TODAY, { storeStatus: 20, cancellable: false }) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('the luggage has been stored, this order can no longer be cancelled')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'apply for cancellation' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'view the order' })).toHaveAttribute('href', '/order/501');
  },
};

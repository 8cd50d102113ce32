import { cancelOrderEndpoint, orderInfoEndpoint } from '@luggage/api/contract';
import { buildOrderDetail, mockEndpoint } from '@luggage/api/mocks';
import { addDays, endOfShanghaiDay, shanghaiToday } from '@luggage/domain/dates';
import { answerDialog, expectButtonAsks, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CancelReasonScreen } from './reason-screen';

const NOW = Date.now();
const TODAY = shanghaiToday(NOW);
const order = buildOrderDetail({
  startTime: TODAY,
  endTime: addDays(TODAY, 1),
  cancelDeadline: new Date(endOfShanghaiDay(TODAY)).toISOString(),
});

const meta = {
  title: 'Consumer/Cancellation/Reason',
  component: CancelReasonScreen,
  args: { orderId: '501', now: NOW },
  parameters: screenStory(consumerLocales, {
    route: '/reason?id=501',
    msw: [
      mockEndpoint(orderInfoEndpoint, { content: order }),
      mockEndpoint(cancelOrderEndpoint, { content: { orderId: '501', status: 'refunding', storeStatus: 0 } }),
    ],
  }),
} satisfies Meta<typeof CancelReasonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason chosen and a few words typed: the counter follows, the confirmation names the refund. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'my plans changed' }));
    const words = canvas.getByRole('textbox', { name: 'anything else to tell us (optional)' });
    await userEvent.type(words, 'train delayed');
    await expect(words).toHaveAccessibleDescription('13 / 500');
    await expectButtonAsks(canvasElement, 'cancel the order', 'cancel this order?', '¥60.00 will be refunded to the original payment method.');
    await answerDialog(canvasElement, 'keep the order');
    await expect(canvas.getByRole('radio', { name: 'my plans changed' })).toBeChecked();
  },
};

/** Confirmed: the order is cancelled and the refund is on its way. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'the storage point was closed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'cancel the order' }));
    await answerDialog(canvasElement, 'cancel the order');
    await expect(await canvas.findByRole('heading', { name: 'order cancelled' })).toBeVisible();
    await expect(canvas.getByText('refund in progress: ¥60.00 is on its way back to the original payment method')).toBeVisible();
  },
};

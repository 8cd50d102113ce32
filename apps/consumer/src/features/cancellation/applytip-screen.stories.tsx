import { cancelApplyEndpoint, orderInfoEndpoint } from '@luggage/api/contract';
import { buildOrderDetail, mockEndpoint } from '@luggage/api/mocks';
import { answerDialog, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { buildCancelApplication } from '../../app/test/build-cancel-application';
import { ApplicationTipScreen } from './applytip-screen';

const pending = buildOrderDetail({
  cancellable: false,
  storeStatus: 100,
  application: buildCancelApplication(),
});

const meta = {
  title: 'Consumer/Cancellation/Application pending',
  component: ApplicationTipScreen,
  args: { orderId: '501' },
  parameters: screenStory(consumerLocales, {
    route: '/applytip?id=501',
    msw: [
      mockEndpoint(orderInfoEndpoint, { content: pending }),
      mockEndpoint(cancelApplyEndpoint, { content: { orderId: '501', status: 'paid', storeStatus: 0 } }),
    ],
  }),
} satisfies Meta<typeof ApplicationTipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the shop: the reason and share sent, a way to change the reason or withdraw. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'application sent' })).toBeVisible();
    await expect(canvas.getByText('my flight was cancelled')).toBeVisible();
    await expect(canvas.getByText('20 %')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'change the reason' })).toHaveAttribute('href', '/reason2?id=501');
  },
};

/** Withdrawn after the confirmation: the order stays booked. */
export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'withdraw the application' }));
    await answerDialog(canvasElement, 'withdraw');
    await expect(await canvas.findByText('application withdrawn: the order stays booked')).toBeVisible();
  },
};

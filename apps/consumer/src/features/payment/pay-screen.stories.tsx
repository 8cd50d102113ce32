import { orderInfoEndpoint, payInfoEndpoint, sandboxPayEndpoint } from '@luggage/api/contract';
import { buildOrderDetail, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { PayScreen } from './pay-screen';

/** The screen counts down on the real clock: the hold ends 15 minutes after the story opens. */
const payBefore = () => new Date(Date.now() + 15 * 60_000).toISOString();
const OUT_TRADE_NO = 'a'.repeat(32);

const unpaidOrder = (overrides: Parameters<typeof buildOrderDetail>[0] = {}) =>
  mockEndpoint(orderInfoEndpoint, () => ({
    content: buildOrderDetail({ status: 'unpaid', voucherCode: null, paidAt: null, cancellable: false, payBefore: payBefore(), ...overrides }),
  }));

const meta = {
  title: 'Consumer/Payment',
  component: PayScreen,
  args: { orderId: '501' },
  parameters: screenStory(consumerLocales, {
    route: '/pay/501',
    msw: [
      unpaidOrder(),
      mockEndpoint(payInfoEndpoint, () => ({
        content: { orderId: '501', payAmount: 6000, payBefore: payBefore(), sheet: { provider: 'sandbox' as const, outTradeNo: OUT_TRADE_NO } },
      })),
      mockEndpoint(sandboxPayEndpoint, (params) => ({ content: { outTradeNo: OUT_TRADE_NO, outcome: params.outcome as 'succeeded' | 'failed' } })),
    ],
  }),
} satisfies Meta<typeof PayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order to pay with the time left. */
export const Unpaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'pay ¥60.00' })).toBeEnabled();
    await expect(canvas.getByRole('timer', { name: 'time left to pay' })).toHaveTextContent(/^1[45]:\d\d$/);
    await expect(canvas.getByRole('button', { name: 'cancel payment' })).toBeEnabled();
  },
};

/** 'pay' opens the sandbox's sheet: the amount, 'confirm' focused, 'fail'. */
export const SandboxSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'pay ¥60.00' }));
    // The sheet is a modal dialog on document.body, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const sheet = await page.findByRole('dialog', { name: 'Sandbox payment' });
    await expect(sheet).toHaveAccessibleDescription(/¥60.00/);
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'confirm' })).toHaveFocus());
    await expect(within(sheet).getByRole('button', { name: 'fail' })).toBeEnabled();
  },
};

/** Past the hold: the way to book again. */
export const Expired: Story = {
  parameters: { msw: [unpaidOrder({ payBefore: '2026-11-23T02:15:00.000Z' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('the time to pay is over and the storage spaces were released: please book again')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'book again' })).toHaveAttribute('href', '/book/1');
  },
};

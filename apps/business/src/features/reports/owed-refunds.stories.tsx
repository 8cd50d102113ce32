import { owedRefundsEndpoint, type OwedRefund } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { OwedRefunds } from './owed-refunds';

const refunds = (): OwedRefund[] => [
  {
    refundId: '41',
    state: 'retrying',
    orderId: '1207',
    amount: 2400,
    since: '2026-11-25T02:00:00Z',
    attempts: 3,
    nextAttemptAt: '2026-11-25T02:15:00Z',
    lastError: 'refund not accepted: HTTP 503 from the provider',
  },
  { refundId: '42', state: 'retrying', orderId: '1210', amount: 800, since: '2026-11-26T06:30:00Z', attempts: 0, nextAttemptAt: null, lastError: null },
];

const meta = {
  title: 'Business/Reports/Refunds still owed',
  component: OwedRefunds,
  args: { storeId: 1 },
  parameters: { locales: businessLocales, msw: [mockEndpoint(owedRefundsEndpoint, { content: { refunds: refunds() } })] },
} satisfies Meta<typeof OwedRefunds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two refunds owed: one retried three times with the provider's last error, one not retried yet. */
export const TwoOwed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'refunds still owed' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('¥24.00')).toBeVisible();
    await expect(canvas.getByText('owed since 25 Nov 2026, 10:00 · 3 retries · next try 25 Nov 2026, 10:15')).toBeVisible();
    await expect(canvas.getByText('last error: refund not accepted: HTTP 503 from the provider')).toBeVisible();
    await expect(canvas.getByText('owed since 26 Nov 2026, 14:30 · 0 retries · next try within a minute')).toBeVisible();
  },
};

/** A refund the provider refused for good: no retry to wait for, the owner is told to pay the traveller back another way. */
export const Refused: Story = {
  parameters: {
    msw: [
      mockEndpoint(owedRefundsEndpoint, {
        content: { refunds: [{ refundId: '43', state: 'refused', orderId: '1215', amount: 1600, since: '2026-11-24T01:00:00Z', attempts: 1, nextAttemptAt: null, lastError: 'ABNORMAL' }] },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('refused by the payment provider: please pay the traveller back another way')).toBeVisible();
    await expect(canvas.queryByText(/next try/)).toBeNull();
  },
};

/** Nothing owed: the section is not shown at all. */
export const NoneOwed: Story = {
  parameters: { msw: [mockEndpoint(owedRefundsEndpoint, { content: { refunds: [] } })] },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('heading', { name: 'refunds still owed' })).toBeNull();
  },
};

/** The list cannot be loaded: the error with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: [mockEndpoint(owedRefundsEndpoint, { httpStatus: 500 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('request error');
    await expect(canvas.getByRole('button', { name: 'retry' })).toBeEnabled();
  },
};

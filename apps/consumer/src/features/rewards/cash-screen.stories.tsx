import { returnRecordEndpoint, rewardListEndpoint, withdrawListEndpoint } from '@luggage/api/contract';
import { buildReward, buildRewardList, buildRewardRecord, buildWithdrawal, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { CashScreen } from './cash-screen';
import type { CashTab } from './cash-tab';

/** One reward of each state: pending until 3 Dec, withdrawable, reversed by a refund. */
const REWARDS = [
  buildReward(),
  buildReward({ id: '2', orderId: '480', friendPhone: '139****0002', amount: 300, paidAmount: 3000, status: 'withdrawable', earnedAt: '2026-11-10T02:00:00.000Z', availableAt: '2026-11-17T02:00:00.000Z' }),
  buildReward({ id: '3', orderId: '470', friendPhone: '137****0003', amount: 80, paidAmount: 800, status: 'reversed', reversedAt: '2026-11-12T02:00:00.000Z' }),
];

const WITHDRAWALS = [
  buildWithdrawal({ id: '3' }),
  buildWithdrawal({ id: '2', amount: 200, status: 'failed', failureReason: 'WeChat refused the transfer: the account is not real-name verified', settledAt: '2026-11-26T02:01:00.000Z' }),
  buildWithdrawal({ id: '1', amount: 1000, status: 'paid', createdAt: '2026-11-20T02:00:00.000Z', settledAt: '2026-11-20T02:00:05.000Z' }),
];

/** The history of the withdrawable reward: earned on 10 Nov, withdrawable on 17 Nov. */
const HISTORY = mockEndpoint(returnRecordEndpoint, {
  content: {
    reward: REWARDS[1]!,
    records: [buildRewardRecord({ amount: 300, at: '2026-11-10T02:00:00.000Z' }), buildRewardRecord({ kind: 'withdrawable', amount: 300, at: '2026-11-17T02:00:00.000Z' })],
  },
});

/** The mocks of a wallet: the balances and rewards of `list`, the withdrawals, a reward's history. */
const wallet = (list = buildRewardList({ withdrawable: 1250, pending: 150, rewards: REWARDS })) => [
  mockEndpoint(rewardListEndpoint, { content: list }),
  mockEndpoint(withdrawListEndpoint, { content: { withdrawals: WITHDRAWALS, pageNo: 1 } }),
  HISTORY,
];

/** The screen keeping its own tab (the route keeps it in the URL). */
function SelfSelecting({ initialTab }: { initialTab: CashTab }) {
  const [tab, setTab] = useState(initialTab);
  return <CashScreen tab={tab} onSelectTab={setTab} />;
}

const meta = {
  title: 'Consumer/Rewards/My rewards',
  component: SelfSelecting,
  args: { initialTab: 'rewards' },
  parameters: screenStory(consumerLocales, { route: '/cash', frame: PHONE_PAGE_FRAME, msw: wallet() }),
} satisfies Meta<typeof SelfSelecting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balances, the ways to withdraw and to my code, and a reward of each state: pending until its day, withdrawable, reversed. */
export const Rewards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'my rewards' });
    await expect(within(list).getAllByRole('button').map((row) => row.textContent)).toEqual([
      'order of 138****0001¥1.50pending until 3 Dec 2026',
      'order of 139****0002¥3.00withdrawable',
      'order of 137****0003¥0.80reversed: the order was refunded',
    ]);
    await expect(canvas.getByText('¥12.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'withdraw' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'my promotion code' })).toBeVisible();
  },
};

/** A tap on a reward: its history in a dialog. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /order of 139\*\*\*\*0002/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'reward history' });
    await expect(await within(dialog).findByText('became withdrawable')).toBeVisible();
    await expect(within(dialog).getByText('17 Nov 2026, 10:00')).toBeVisible();
  },
};

/** The withdrawals: one processing, one failed with its reason, one paid. */
export const Withdrawals: Story = {
  args: { initialTab: 'withdrawals' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'my withdrawals' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('why: WeChat refused the transfer: the account is not real-name verified')).toBeVisible();
    await expect(canvas.getByText('paid to WeChat')).toBeVisible();
  },
};

/** No withdrawal yet. */
export const NoWithdrawals: Story = {
  args: { initialTab: 'withdrawals' },
  parameters: {
    msw: [mockEndpoint(rewardListEndpoint, { content: buildRewardList({ withdrawable: 300, rewards: REWARDS }) }), mockEndpoint(withdrawListEndpoint, { content: { withdrawals: [], pageNo: 1 } })],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('no withdrawals yet')).toBeVisible();
  },
};

/** Less than ¥1 withdrawable: the withdraw button is disabled, with why. */
export const BelowMinimum: Story = {
  parameters: { msw: wallet(buildRewardList({ withdrawable: 50, pending: 150 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'withdraw' })).toBeDisabled();
    await expect(canvas.getByText('you can withdraw once ¥1 is withdrawable')).toBeVisible();
  },
};

/** Before the first reward: how the programme works and the way to my code. */
export const Empty: Story = {
  parameters: { msw: wallet(buildRewardList({ withdrawable: 0, pending: 0, rewards: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('no rewards yet')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'how it works' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'show my promotion code' })).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026年12月3日后可提现')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的推广码' })).toBeVisible();
  },
};

/** While the reward call answers. */
export const Loading: Story = {
  parameters: { msw: [http.get(rewardListEndpoint.path, () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('loading your rewards…')).toBeVisible();
  },
};

/** The server failed: the error and a retry. */
export const Failed: Story = {
  parameters: { msw: [mockEndpoint(rewardListEndpoint, { httpStatus: 500 })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'retry' })).toBeVisible();
  },
};

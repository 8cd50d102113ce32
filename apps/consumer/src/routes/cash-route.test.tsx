import { returnRecordEndpoint, rewardListEndpoint, withdrawListEndpoint, type Reward, type Withdrawal } from '@luggage/api/contract';
import { buildReward, buildRewardRecord, buildWithdrawal, mockEndpoint } from '@luggage/api/mocks';
import { expectSentToLogin, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Thursday 26 November 2026 in Shanghai.
const NOW = new Date('2026-11-26T02:00:00Z');

/** The reward, withdrawlist and return_record queries received, in order. */
const askedRewards = requestLog();
const askedWithdrawals = requestLog();
const askedHistory = requestLog();
const server = setUpMsw();

/** The wallet as the server holds it: the balances and the rewards and withdrawals cut by 10 per pageNo. */
function serveWallet({ withdrawable = 0, pending = 0, rewards = [] as Reward[], withdrawals = [] as Withdrawal[] } = {}) {
  server.use(
    recordedEndpoint(rewardListEndpoint, askedRewards, (params) => {
      const pageNo = Number(params.pageNo);
      return { content: { withdrawable, pending, rewards: rewards.slice((pageNo - 1) * 10, pageNo * 10), pageNo } };
    }),
    recordedEndpoint(withdrawListEndpoint, askedWithdrawals, (params) => {
      const pageNo = Number(params.pageNo);
      return { content: { withdrawals: withdrawals.slice((pageNo - 1) * 10, pageNo * 10), pageNo } };
    }),
  );
}

const open = (path = '/cash', options: RenderTravellerRouteOptions = {}) => renderTravellerRoute(path, { now: NOW, ...options });

/** One reward of each state: pending until 3 Dec, withdrawable, reversed. */
const oneOfEach = () => [
  buildReward(),
  buildReward({ id: '2', orderId: '480', friendPhone: '139****0002', amount: 300, paidAmount: 3000, status: 'withdrawable', earnedAt: '2026-11-10T02:00:00.000Z', availableAt: '2026-11-17T02:00:00.000Z' }),
  buildReward({ id: '3', orderId: '470', friendPhone: '137****0003', amount: 80, paidAmount: 800, status: 'reversed', reversedAt: '2026-11-12T02:00:00.000Z' }),
];

/** `count` withdrawable rewards of ¥1.00 with ids from `firstId` up. */
const rewardsFrom = (firstId: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildReward({ id: String(firstId + index), orderId: String(600 + index), friendPhone: `138****${String(firstId + index).padStart(4, '0')}`, amount: 100, status: 'withdrawable' }),
  );

describe('#/cash', () => {
  it('sends a guest to the login, which returns to my rewards', async () => {
    const { router } = await open('/cash', { isGuest: true });
    await expectSentToLogin(router, '/cash');
  });

  it('shows the balances in yuan, the way to withdraw and to my code, and each reward with its state', async () => {
    serveWallet({ withdrawable: 1250, pending: 150, rewards: oneOfEach() });
    await open();
    expect(screen.getByText('loading your rewards…')).toBeInTheDocument();
    expect(await screen.findByText('¥12.50')).toBeInTheDocument();
    expect(screen.getByText('¥1.50', { selector: '.wallet__amount' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'withdraw' })).toHaveAttribute('href', '/withdraw');
    expect(screen.getByRole('link', { name: 'my promotion code' })).toHaveAttribute('href', '/qrcode');
    expect(screen.getByRole('tab', { name: 'rewards' })).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('list', { name: 'my rewards' });
    expect(within(list).getAllByRole('button').map((row) => row.textContent)).toEqual([
      'order of 138****0001¥1.50pending until 3 Dec 2026',
      'order of 139****0002¥3.00withdrawable',
      'order of 137****0003¥0.80reversed: the order was refunded',
    ]);
    expect(screen.queryByRole('button', { name: 'load more rewards' })).toBeNull();
    expect(askedRewards).toEqual([{ pageNo: '1', v: 'web' }]);
  });

  it('disables withdrawing below ¥1 and says why', async () => {
    serveWallet({ withdrawable: 99, pending: 150, rewards: [buildReward()] });
    await open();
    const withdraw = await screen.findByRole('button', { name: 'withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('you can withdraw once ¥1 is withdrawable');
    expect(screen.queryByRole('link', { name: 'withdraw' })).toBeNull();
  });

  it('a reward opens its history: earned, then became withdrawable, with times and amounts', async () => {
    serveWallet({ withdrawable: 300, rewards: oneOfEach() });
    server.use(
      recordedEndpoint(returnRecordEndpoint, askedHistory, () => ({
        content: {
          reward: oneOfEach()[1]!,
          records: [buildRewardRecord({ amount: 300, at: '2026-11-10T02:00:00.000Z' }), buildRewardRecord({ kind: 'withdrawable', amount: 300, at: '2026-11-17T02:00:00.000Z' })],
        },
      })),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /order of 139\*\*\*\*0002/ }));
    const dialog = await screen.findByRole('dialog', { name: 'reward history' });
    const history = await within(dialog).findByRole('list', { name: 'what happened to this reward' });
    expect(within(history).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'earned¥3.0010 Nov 2026, 10:00',
      'became withdrawable¥3.0017 Nov 2026, 10:00',
    ]);
    expect(within(dialog).getByText('139****0002 paid ¥30.00 · withdrawable')).toBeInTheDocument();
    expect(askedHistory).toEqual([{ rewardId: '2', id: '480', v: 'web' }]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /order of 139\*\*\*\*0002/ })).toHaveFocus();
  });

  it('a reversed reward’s history says when the refund took it back', async () => {
    const reversed = oneOfEach()[2]!;
    serveWallet({ rewards: [reversed] });
    server.use(
      mockEndpoint(returnRecordEndpoint, {
        content: { reward: reversed, records: [buildRewardRecord({ amount: 80 }), buildRewardRecord({ kind: 'reversed', amount: 80, at: '2026-11-27T04:30:00.000Z' })] },
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /order of 137\*\*\*\*0003/ }));
    const dialog = await screen.findByRole('dialog', { name: 'reward history' });
    expect(await within(dialog).findByText('reversed (refund)')).toBeInTheDocument();
    expect(within(dialog).getByText('27 Nov 2026, 12:30')).toBeInTheDocument();
  });

  it('offers "load more" only while the last page was full: 10, then 2', async () => {
    serveWallet({ withdrawable: 1200, rewards: rewardsFrom(100, 12) });
    await open();
    const list = await screen.findByRole('list', { name: 'my rewards' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'load more rewards' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'load more rewards' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /order of 138\*\*\*\*0110/ })).toHaveFocus());
    expect(screen.getByText('12 rewards shown')).toBeInTheDocument();
    expect(askedRewards.map((query) => query.pageNo)).toEqual(['1', '2']);
  });

  it('the withdrawals tab (by keyboard) shows each withdrawal’s state, a failed one with its reason', async () => {
    serveWallet({
      withdrawable: 500,
      rewards: oneOfEach(),
      withdrawals: [
        buildWithdrawal({ id: '3' }),
        buildWithdrawal({ id: '2', amount: 200, status: 'failed', failureReason: 'WeChat refused the transfer: the account is not real-name verified', settledAt: '2026-11-26T02:01:00.000Z' }),
        buildWithdrawal({ id: '1', amount: 1000, status: 'paid', createdAt: '2026-11-20T02:00:00.000Z', settledAt: '2026-11-20T02:00:05.000Z' }),
      ],
    });
    const { router } = await open();
    (await screen.findByRole('tab', { name: 'rewards' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'withdrawals' })).toHaveFocus();
    const list = await screen.findByRole('list', { name: 'my withdrawals' });
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '¥5.00processingasked 26 Nov 2026, 10:00',
      '¥2.00failed, the money is back in your balancewhy: WeChat refused the transfer: the account is not real-name verifiedasked 26 Nov 2026, 10:00settled 26 Nov 2026, 10:01',
      '¥10.00paid to WeChatasked 20 Nov 2026, 10:00settled 20 Nov 2026, 10:00',
    ]);
    expect(router.state.location.search).toBe('?tab=withdrawals');
    expect(askedWithdrawals).toEqual([{ pageNo: '1', v: 'web' }]);
  });

  describe('while a withdrawal is processing', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks again every 5 s until it settles, then the balances too (a failed one’s money is back)', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const withdrawals = [buildWithdrawal({ amount: 500 })];
      serveWallet({ withdrawable: 700, rewards: oneOfEach(), withdrawals });
      await open('/cash?tab=withdrawals');
      expect(await screen.findByText('processing')).toBeInTheDocument();
      withdrawals[0] = buildWithdrawal({ amount: 500, status: 'failed', failureReason: 'the payout was refused', settledAt: '2026-11-26T02:00:10.000Z' });
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(await screen.findByText('why: the payout was refused')).toBeInTheDocument();
      await waitFor(() => expect(askedRewards).toHaveLength(2));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(askedWithdrawals).toHaveLength(2);
    });
  });

  it('says when there is no withdrawal yet', async () => {
    serveWallet({ withdrawable: 300, rewards: oneOfEach() });
    await open('/cash?tab=withdrawals');
    expect(await screen.findByText('no withdrawals yet')).toBeInTheDocument();
  });

  it('before the first reward explains the programme and leads to my code', async () => {
    serveWallet();
    await open();
    expect(await screen.findByText('no rewards yet')).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'how it works' });
    expect(within(rules).getAllByRole('listitem').map((rule) => rule.textContent)).toEqual([
      'share your promotion code or link with friends who are new here',
      'when a friend’s luggage is picked up, you earn a share of what they paid, for each of their orders in their first 30 days',
      'a reward is pending for 7 days, then you can withdraw it to your WeChat balance; a refund in that time cancels it',
    ]);
    expect(screen.getByRole('link', { name: 'show my promotion code' })).toHaveAttribute('href', '/qrcode');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('a failed load says why and retries', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(rewardListEndpoint, () => {
        calls += 1;
        return calls === 1 ? { httpStatus: 500 } : { content: { withdrawable: 300, pending: 0, rewards: oneOfEach(), pageNo: 1 } };
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText('¥3.00', { selector: '.wallet__amount' })).toBeInTheDocument();
  });

  it('in Chinese', async () => {
    serveWallet({ withdrawable: 1250, pending: 150, rewards: oneOfEach() });
    await open('/cash', { language: 'zh-CN' });
    expect(await screen.findByRole('link', { name: '提现' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /138\*\*\*\*0001 的订单/ })).toHaveTextContent('2026年12月3日后可提现');
    expect(screen.getByRole('tab', { name: '提现记录' })).toBeInTheDocument();
  });
});

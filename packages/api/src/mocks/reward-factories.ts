import type { Reward, RewardRecord, Withdrawal } from '../contract/entities/reward';
import type { RewardListResponse } from '../contract/user/reward-list';

/**
 * A reward for tests and stories: ¥1.50 earned by order 501 of friend 138****0001, who paid ¥15.00, at
 * 10:00 on 26 Nov 2026 in Shanghai; pending until 10:00 on 3 Dec 2026. Pass only what the case is about
 * (a 'withdrawable' or 'reversed' one needs its dates too). Each call returns a new object.
 */
export function buildReward(overrides: Partial<Reward> = {}): Reward {
  return {
    id: '1',
    orderId: '501',
    friendPhone: '138****0001',
    paidAmount: 1500,
    amount: 150,
    status: 'pending',
    earnedAt: '2026-11-26T02:00:00.000Z',
    availableAt: '2026-12-03T02:00:00.000Z',
    reversedAt: null,
    ...overrides,
  };
}

/** A reward's history entry: the ¥1.50 of {@link buildReward} earned, unless told. Each call returns a new object. */
export function buildRewardRecord(overrides: Partial<RewardRecord> = {}): RewardRecord {
  return { kind: 'earned', amount: 150, at: '2026-11-26T02:00:00.000Z', ...overrides };
}

/**
 * A withdrawal of ¥5.00 asked for at 10:00 on 26 Nov 2026 in Shanghai and still processing, unless told.
 * Each call returns a new object.
 */
export function buildWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '1',
    amount: 500,
    status: 'processing',
    failureReason: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    settledAt: null,
    wechatConfirmation: null,
    ...overrides,
  };
}

/** A page of the reward list: ¥12.00 withdrawable, ¥1.50 pending and one pending reward, unless told. */
export function buildRewardList(overrides: Partial<RewardListResponse> = {}): RewardListResponse {
  return { withdrawable: 1200, pending: 150, rewards: [buildReward()], pageNo: 1, ...overrides };
}

import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { returnRecordWire, rewardListWire, withdrawWire, withdrawListWire } from '../wire/wire-endpoints';

/** Every page of the reward list, which carries the withdrawable and pending balances. */
const REWARDS = { type: 'Wallet' as const, id: 'rewards' };

/** Every page of the withdrawal list. */
const WITHDRAWALS = { type: 'Wallet' as const, id: 'withdrawals' };

/** One reward's history. */
const rewardTag = (rewardId: string) => ({ type: 'Wallet' as const, id: `reward-${rewardId}` });

/**
 * The traveller's promotion rewards and withdrawals (issue 16): the balances with the rewards by page
 * (reward), one reward's history (return_record), the withdrawals by page (withdrawlist) and a withdrawal
 * to WeChat (withdraw). A withdrawal refetches the balances and both lists, failed or not: a refusal
 * writes nothing, but an answer lost on the way may hide a withdrawal that was made.
 */
export const rewardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rewardList: endpointQuery(build, rewardListWire, { providesTags: [REWARDS] }),
    returnRecord: endpointQuery(build, returnRecordWire, {
      providesTags: (_result, _error, { rewardId }) => [rewardTag(rewardId)],
    }),
    withdrawList: endpointQuery(build, withdrawListWire, { providesTags: [WITHDRAWALS] }),
    withdraw: endpointMutation(build, withdrawWire, { invalidatesTags: [REWARDS, WITHDRAWALS] }),
  }),
});

export const { useRewardListQuery, useReturnRecordQuery, useWithdrawListQuery, useWithdrawMutation } = rewardsApi;

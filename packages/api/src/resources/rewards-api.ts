import { returnRecordEndpoint } from '../contract/user/return-record';
import { rewardListEndpoint } from '../contract/user/reward-list';
import { withdrawEndpoint } from '../contract/user/withdraw';
import { withdrawListEndpoint } from '../contract/user/withdraw-list';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

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
    rewardList: endpointQuery(build, rewardListEndpoint, { providesTags: [REWARDS] }),
    returnRecord: endpointQuery(build, returnRecordEndpoint, {
      providesTags: (_result, _error, { rewardId }) => [rewardTag(rewardId)],
    }),
    withdrawList: endpointQuery(build, withdrawListEndpoint, { providesTags: [WITHDRAWALS] }),
    withdraw: endpointMutation(build, withdrawEndpoint, { invalidatesTags: [REWARDS, WITHDRAWALS] }),
  }),
});

export const { useRewardListQuery, useReturnRecordQuery, useWithdrawListQuery, useWithdrawMutation } = rewardsApi;

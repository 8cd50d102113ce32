import type { BusinessInfo } from '../contract/business/business-info';
import type { BusinessLoginResponse } from '../contract/business/business-login';
import type { InviteStaffRequest, InviteStaffResponse } from '../contract/business/invite-staff';
import type { RemoveStaffRequest } from '../contract/business/remove-staff';
import type { StaffMember } from '../contract/entities/staff-member';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';
import { endpointMutation } from '../client/endpoint-definitions';
import { businessInfoWire, businessLoginWire, businessLogoutWire, acceptInviteWire, inviteStaffWire, removeStaffWire, staffListWire } from '../wire/wire-endpoints';

/** The shop a staff call is about; always a number here so every caller shares one cache entry per shop. */
export interface StaffListArgs {
  storeId: number;
}

const staffTag = (storeId: number) => [{ type: 'BusinessStaff' as const, id: storeId }];

/**
 * Shop staff accounts: business login and logout, the account's shops (business info), and an owner's
 * team (list, invite, remove) with the invited phone's confirmation (#/send/bind). A login or a
 * confirmation answers the account's shops, which are stored as the business info so the signed-in frame
 * needs no second call.
 */
export const businessAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    businessLogin: endpointMutation(build, businessLoginWire, {
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(businessAccountApi.util.upsertQueryData('businessInfo', undefined, accountOf(data)));
      },
    }),
    businessLogout: build.mutation<Record<string, never>, void>({
      query: () => endpointCall(businessLogoutWire, {}),
    }),
    businessInfo: build.query<BusinessInfo, void>({
      query: () => endpointCall(businessInfoWire, {}),
      providesTags: ['BusinessAccount'],
    }),
    acceptInvite: endpointMutation(build, acceptInviteWire, {
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(businessAccountApi.util.upsertQueryData('businessInfo', undefined, accountOf(data)));
      },
    }),
    staffList: build.query<{ staff: StaffMember[] }, StaffListArgs>({
      query: (input) => endpointCall(staffListWire, input),
      providesTags: (_result, _error, { storeId }) => staffTag(storeId),
    }),
    inviteStaff: build.mutation<InviteStaffResponse, InviteStaffRequest & StaffListArgs>({
      query: (input) => endpointCall(inviteStaffWire, input),
      invalidatesTags: (_result, error, { storeId }) => (error ? [] : staffTag(storeId)),
    }),
    removeStaff: build.mutation<{ staff: StaffMember[] }, RemoveStaffRequest & StaffListArgs>({
      query: (input) => endpointCall(removeStaffWire, input),
      // The answer is the team after the removal: it replaces the cached list instead of a second call.
      async onQueryStarted({ storeId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(businessAccountApi.util.upsertQueryData('staffList', { storeId }, data));
      },
    }),
  }),
});

function accountOf({ userId, phone, shops }: BusinessLoginResponse): BusinessInfo {
  return { userId, phone, shops };
}

export const {
  useBusinessLoginMutation,
  useBusinessLogoutMutation,
  useBusinessInfoQuery,
  useAcceptInviteMutation,
  useStaffListQuery,
  useInviteStaffMutation,
  useRemoveStaffMutation,
} = businessAccountApi;

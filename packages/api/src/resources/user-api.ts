import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { loginWire, logoutWire, sendSmsCodeWire, userInfoWire } from '../wire/wire-endpoints';

/** The consumer's account: SMS code, login, logout and the account info of the user centre. */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSmsCode: endpointMutation(build, sendSmsCodeWire),
    login: endpointMutation(build, loginWire),
    logout: build.mutation<{ loggedOut: true }, void>({
      query: () => endpointCall(logoutWire, {}),
    }),
    userInfo: endpointQuery(build, userInfoWire),
  }),
});

export const { useSendSmsCodeMutation, useLoginMutation, useLogoutMutation, useUserInfoQuery } = userApi;

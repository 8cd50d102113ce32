import { loginEndpoint } from '../contract/user/login';
import { logoutEndpoint } from '../contract/user/logout';
import { sendSmsCodeEndpoint } from '../contract/user/send-sms-code';
import { userInfoEndpoint } from '../contract/user/user-info';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

/** The consumer's account: SMS code, login, logout and the account info of the user centre. */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSmsCode: endpointMutation(build, sendSmsCodeEndpoint),
    login: endpointMutation(build, loginEndpoint),
    logout: build.mutation<{ loggedOut: true }, void>({
      query: () => endpointCall(logoutEndpoint, {}),
    }),
    userInfo: endpointQuery(build, userInfoEndpoint),
  }),
});

export const { useSendSmsCodeMutation, useLoginMutation, useLogoutMutation, useUserInfoQuery } = userApi;

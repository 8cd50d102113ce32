import { loginEndpoint, type LoginRequest, type LoginResponse } from '../contract/user/login';
import { logoutEndpoint } from '../contract/user/logout';
import { sendSmsCodeEndpoint, type SendSmsCodeRequest, type SendSmsCodeResponse } from '../contract/user/send-sms-code';
import { userInfoEndpoint, type UserInfoResponse } from '../contract/user/user-info';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** The consumer's account: SMS code, login, logout and the account info of the user centre. */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSmsCode: build.mutation<SendSmsCodeResponse, SendSmsCodeRequest>({
      query: (input) => endpointCall(sendSmsCodeEndpoint, input),
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (input) => endpointCall(loginEndpoint, input),
    }),
    logout: build.mutation<{ loggedOut: true }, void>({
      query: () => endpointCall(logoutEndpoint, {}),
    }),
    userInfo: build.query<UserInfoResponse, { userId: string }>({
      query: (input) => endpointCall(userInfoEndpoint, input),
    }),
  }),
});

export const { useSendSmsCodeMutation, useLoginMutation, useLogoutMutation, useUserInfoQuery } = userApi;

import { wechatOpenidEndpoint } from '../contract/user/wechat-openid';
import { wechatQrcodeEndpoint } from '../contract/user/wechat-qrcode';
import { wxTicketEndpoint } from '../contract/wx/wx-ticket';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

/**
 * WeChat: the openid exchange after authorisation (a mutation: a code is single-use, so it is never
 * cached or retried), the JS-SDK's signed config for a page, and the traveller's promotion QR.
 */
export const wechatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wechatOpenid: endpointMutation(build, wechatOpenidEndpoint),
    wxTicket: endpointQuery(build, wxTicketEndpoint, { keepUnusedDataFor: 0 }),
    // Refused until the real name is verified: verifying (identity-api) invalidates it.
    wechatQrcode: endpointQuery(build, wechatQrcodeEndpoint, { providesTags: ['Identity'] }),
  }),
});

export const { useWechatOpenidMutation, useLazyWxTicketQuery, useWechatQrcodeQuery } = wechatApi;

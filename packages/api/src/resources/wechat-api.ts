import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { wechatOpenidWire, wechatQrcodeWire, wxTicketWire } from '../wire/wire-endpoints';

/**
 * WeChat: the openid exchange after authorisation (a mutation: a code is single-use, so it is never
 * cached or retried), the JS-SDK's signed config for a page, and the traveller's promotion QR.
 */
export const wechatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wechatOpenid: endpointMutation(build, wechatOpenidWire),
    wxTicket: endpointQuery(build, wxTicketWire, { keepUnusedDataFor: 0 }),
    // Refused until the real name is verified: verifying (identity-api) invalidates it.
    wechatQrcode: endpointQuery(build, wechatQrcodeWire, { providesTags: ['Identity'] }),
  }),
});

export const { useWechatOpenidMutation, useLazyWxTicketQuery, useWechatQrcodeQuery } = wechatApi;

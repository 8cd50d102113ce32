import { wxLinkEndpoint, type WxLinkRequest, type WxLinkResponse } from '../contract/act/wx-link';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** Activities and WeChat: the link that opens the mini-program (fetched on demand, when the bar is tapped). */
export const actApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wxLink: build.query<WxLinkResponse, WxLinkRequest>({
      query: (input) => endpointCall(wxLinkEndpoint, input),
    }),
  }),
});

export const { useLazyWxLinkQuery } = actApi;

import { wxLinkEndpoint } from '../contract/act/wx-link';
import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';

/** Activities and WeChat: the link that opens the mini-program (fetched on demand, when the bar is tapped). */
export const actApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wxLink: endpointQuery(build, wxLinkEndpoint),
  }),
});

export const { useLazyWxLinkQuery } = actApi;

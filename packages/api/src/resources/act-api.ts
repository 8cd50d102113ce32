import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';
import { wxLinkWire } from '../wire/wire-endpoints';

/** Activities and WeChat: the link that opens the mini-program (fetched on demand, when the bar is tapped). */
export const actApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wxLink: endpointQuery(build, wxLinkWire),
  }),
});

export const { useLazyWxLinkQuery } = actApi;

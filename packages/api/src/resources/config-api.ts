import type { ClientConfigResponse } from '../contract/system/client-config';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';
import { clientConfigWire } from '../wire/wire-endpoints';

/** Runtime settings from the server (the basemap, WeChat's authorisation page). */
export const configApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clientConfig: build.query<ClientConfigResponse, void>({
      query: () => endpointCall(clientConfigWire, {}),
      providesTags: ['Config'],
    }),
  }),
});

export const { useClientConfigQuery } = configApi;

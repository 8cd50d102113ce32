import { createApi } from '@reduxjs/toolkit/query/react';
import type { ApiHosts } from './api-origin';
import { createSignedBaseQuery, type ApiCallFailure } from './signed-base-query';

const hosts: ApiHosts = {};
const failureListeners = new Set<(failure: ApiCallFailure) => void>();

/** Sets the build-time API hosts (VITE_API_HOST / VITE_API_STAGING_HOST); call once at start. */
export function configureApiHosts(configured: ApiHosts): void {
  if (configured.production) hosts.production = configured.production;
  if (configured.staging) hosts.staging = configured.staging;
}

/** Calls `listener` with every failed call of {@link baseApi} (not the aborted ones); returns what stops it. */
export function observeApiFailures(listener: (failure: ApiCallFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Cache tags shared by every resource file. */
export const API_TAGS = [
  'City',
  'Store',
  'Inventory',
  'Config',
  'Order',
  'Coupon',
  'Combo',
  'BusinessAccount',
  'BusinessStaff',
  'BusinessOrder',
  'BusinessShop',
  'BusinessReport',
  'Review',
  'Invoice',
  'Wallet',
  'Identity',
] as const;

/**
 * The single RTK Query API of both apps. Resource files add endpoints with `baseApi.injectEndpoints`;
 * components import the hooks from those files.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createSignedBaseQuery({
    hosts,
    onFailure: (failure) => {
      for (const listener of failureListeners) listener(failure);
    },
  }),
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});

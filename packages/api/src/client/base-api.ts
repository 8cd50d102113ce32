import { createApi } from '@reduxjs/toolkit/query/react';
import type { ApiHosts } from './api-origin';
import { createSignedBaseQuery } from './signed-base-query';

const hosts: ApiHosts = {};

/** Sets the build-time API hosts (VITE_API_HOST / VITE_API_STAGING_HOST); call once at start. */
export function configureApiHosts(configured: ApiHosts): void {
  if (configured.production) hosts.production = configured.production;
  if (configured.staging) hosts.staging = configured.staging;
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
] as const;

/**
 * The single RTK Query API of both apps. Resource files add endpoints with `baseApi.injectEndpoints`;
 * components import the hooks from those files.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createSignedBaseQuery({ hosts }),
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});

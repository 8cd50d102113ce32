import type { BaseQueryFn, EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { Endpoint, EndpointContent, EndpointInput } from '../contract/endpoint';
import type { ApiError } from '../errors';
import type { WireEndpoint } from '../wire/wire-endpoint';
import type { API_TAGS } from './base-api';
import { endpointCall } from './endpoint-call';
import type { SignedCall } from './signed-request';

type SignedBaseQuery = BaseQueryFn<SignedCall, unknown, ApiError>;
type ApiTag = (typeof API_TAGS)[number];

/** The `build` a resource file's `injectEndpoints` hands its endpoints. */
export type ApiEndpointBuilder = EndpointBuilder<SignedBaseQuery, ApiTag, 'api'>;

/** What an endpoint's query adds to the call itself: its cache tags, how long unused data stays, … */
export type EndpointQueryOptions<E extends Endpoint> = Omit<
  QueryDefinition<EndpointInput<E>, SignedBaseQuery, ApiTag, EndpointContent<E>, 'api'>,
  'type' | 'query' | 'queryFn'
>;

/** What an endpoint's mutation adds to the call itself: the tags it invalidates, … */
export type EndpointMutationOptions<E extends Endpoint> = Omit<
  MutationDefinition<EndpointInput<E>, SignedBaseQuery, ApiTag, EndpointContent<E>, 'api'>,
  'type' | 'query' | 'queryFn'
>;

/**
 * The RTK Query query of a contract endpoint, by its wire description (see wire-endpoints.ts): it takes the endpoint's parameters and gives its decoded
 * content (see endpointCall), with `options` (tags, cache time) as RTK Query reads them.
 */
export function endpointQuery<E extends Endpoint>(build: ApiEndpointBuilder, endpoint: WireEndpoint<E>, options: EndpointQueryOptions<E> = {}) {
  return build.query<EndpointContent<E>, EndpointInput<E>>({ query: (input) => endpointCall(endpoint, input), ...options });
}

/** The RTK Query mutation of a contract endpoint, like {@link endpointQuery}. */
export function endpointMutation<E extends Endpoint>(build: ApiEndpointBuilder, endpoint: WireEndpoint<E>, options: EndpointMutationOptions<E> = {}) {
  return build.mutation<EndpointContent<E>, EndpointInput<E>>({ query: (input) => endpointCall(endpoint, input), ...options });
}

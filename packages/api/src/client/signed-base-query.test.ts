import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it } from 'vitest';
import { rejectionToast } from '../store/rejection-toast';
import { loadSessionState, loggedIn, sessionSlice, startSessionPersistence, readStoredSession } from '../session';
import { createSignedBaseQuery, type ApiCallFailure } from './signed-base-query';

function setup(fetchImpl: typeof fetch, onFailure?: (failure: ApiCallFailure) => void) {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: createSignedBaseQuery({ fetch: fetchImpl, now: () => 1_790_000_000_000, onFailure }),
    endpoints: (build) => ({
      cities: build.query<unknown, void>({ query: () => ({ method: 'GET', path: '/api/user/city/list/', params: { hots: 'YES' } }) }),
    }),
  });
  const listener = createListenerMiddleware();
  startSessionPersistence(listener, localStorage);
  const store = configureStore({
    reducer: combineReducers({ session: sessionSlice.reducer, api: api.reducer }),
    preloadedState: { session: loadSessionState(localStorage) },
    middleware: (d) => d().prepend(listener.middleware).concat(api.middleware),
  });
  return { api, store };
}

afterEach(() => {
  window.location.hash = '';
});

describe('signed base query', () => {
  it('sends the session of the area named by the hash', async () => {
    const seen: Headers[] = [];
    const { api, store } = setup(async (_url, init) => {
      seen.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ status: 1, content: ['ok'] }), { status: 200 });
    });
    store.dispatch(loggedIn({ area: 'user', session: { userId: '1', userToken: 'user-token', phone: '138' } }));
    store.dispatch(loggedIn({ area: 'business', session: { userId: '2', userToken: 'shop-token', phone: '139' } }));
    expect(readStoredSession(localStorage, 'business')?.userToken).toBe('shop-token');

    const asUser = await store.dispatch(api.endpoints.cities.initiate(undefined, { forceRefetch: true }));
    expect(asUser.data).toEqual(['ok']);
    window.location.hash = '#/bussiness/orders';
    await store.dispatch(api.endpoints.cities.initiate(undefined, { forceRefetch: true }));
    expect(seen.map((h) => h.get('User-Token'))).toEqual(['user-token', 'shop-token']);
    expect(seen[0]!.get('Uniq')).toMatch(/^[0-9a-z]{6}$/);
  });

  it('toasts a rate limit’s own message (HTTP 429 in the envelope), not “request error”', async () => {
    const errorMsg = 'too many requests, please try again in 45 s';
    const { api, store } = setup(async () =>
      new Response(JSON.stringify({ status: 0, errorMsg, errorCode: 'tooManyRequests' }), { status: 429, headers: { 'Retry-After': '45' } }),
    );
    const result = await store.dispatch(api.endpoints.cities.initiate());
    expect(result.error).toEqual({ code: 'requestError', httpStatus: 429, message: errorMsg, serverCode: 'tooManyRequests' });
    expect(rejectionToast(result.error)?.payload.message).toEqual({ text: errorMsg });
  });

  it('reports a failed fetch as a network error', async () => {
    const { api, store } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await store.dispatch(api.endpoints.cities.initiate());
    expect(result.error).toEqual({ code: 'networkError' });
  });

  it('tells onFailure of each failed call with its path, and of no success', async () => {
    const failures: ApiCallFailure[] = [];
    let status = 500;
    const { api, store } = setup(async () => new Response(JSON.stringify({ status: 1, content: [] }), { status }), (failure) => failures.push(failure));
    await store.dispatch(api.endpoints.cities.initiate(undefined, { forceRefetch: true }));
    status = 200;
    await store.dispatch(api.endpoints.cities.initiate(undefined, { forceRefetch: true }));
    expect(failures).toEqual([{ path: '/api/user/city/list/', error: { code: 'requestError', httpStatus: 500 } }]);
  });
});

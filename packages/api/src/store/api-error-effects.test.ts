import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseApi } from '../client/base-api';
import { writeStoredSession } from '../session';
import { createAppStore } from './create-app-store';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => ({ method: 'GET', path: '/api/test/probe/' }) }),
  }),
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.location.hash = '';
});
afterAll(() => server.close());

async function callProbe(hash: string) {
  window.location.hash = hash;
  writeStoredSession(localStorage, 'user', { userId: '1', userToken: 'u', phone: '138' });
  writeStoredSession(localStorage, 'business', { userId: '2', userToken: 'b', phone: '139' });
  const store = createAppStore();
  await store.dispatch(probeApi.endpoints.probe.initiate());
  return store.getState();
}

describe('app-wide reactions to failed calls', () => {
  it('401 in the consumer app: toast, logout, #/login returning to the page the user was on', async () => {
    server.use(http.get('*/api/test/probe/', () => HttpResponse.json({ status: 0 }, { status: 401 })));
    const state = await callProbe('#/cancel?id=501');
    expect(state.notices.toasts.map((t) => t.message)).toEqual([{ key: 'api:tokenExpired' }]);
    expect(state.notices.toasts[0]!.durationMs).toBe(1500);
    expect(state.session.user).toBeNull();
    expect(state.session.business).not.toBeNull();
    expect(localStorage.getItem('luggage.session.user')).toBeNull();
    expect(state.api.queries).toEqual({});
    expect(window.location.hash).toBe('#/login?redirect=%2Fcancel%3Fid%3D501');
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('redirect')).toBe('/cancel?id=501');
  });

  it('several calls failing with one expired token: one toast, and the redirect back to the page is kept', async () => {
    server.use(http.get('*/api/test/probe/', () => HttpResponse.json({ status: 0 }, { status: 401 })));
    window.location.hash = '#/orders';
    writeStoredSession(localStorage, 'user', { userId: '1', userToken: 'u', phone: '138' });
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    await store.dispatch(probeApi.endpoints.probe.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().notices.toasts.map((t) => t.message)).toEqual([{ key: 'api:tokenExpired' }]);
    expect(window.location.hash).toBe('#/login?redirect=%2Forders');
  });

  it('401 on the login page itself: plain #/login, no redirect to the login', async () => {
    server.use(http.get('*/api/test/probe/', () => HttpResponse.json({ status: 0 }, { status: 401 })));
    await callProbe('#/login?redirect=%2Forders');
    expect(window.location.hash).toBe('#/login');
  });

  it('401 in the business area: business logout, #/bussiness/login', async () => {
    server.use(http.get('*/api/test/probe/', () => HttpResponse.json({ status: 0 }, { status: 401 })));
    const state = await callProbe('#/bussiness/orders');
    expect(state.session.business).toBeNull();
    expect(state.session.user).not.toBeNull();
    expect(window.location.hash).toBe('#/bussiness/login');
  });

  it('network failure: toast, session kept', async () => {
    server.use(http.get('*/api/test/probe/', () => HttpResponse.error()));
    const state = await callProbe('#/home');
    expect(state.notices.toasts.map((t) => t.message)).toEqual([{ key: 'api:networkError' }]);
    expect(state.session.user).not.toBeNull();
  });

  it('a falsy status is left to the screen: no toast, no logout', async () => {
    server.use(http.get('*/api/test/probe/', () => HttpResponse.json({ status: 0, errorMsg: 'nope' })));
    const state = await callProbe('#/home');
    expect(state.notices.toasts).toEqual([]);
    expect(state.session.user).not.toBeNull();
    expect(window.location.hash).toBe('#/home');
  });
});

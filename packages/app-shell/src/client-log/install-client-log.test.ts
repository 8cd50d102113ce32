import { baseApi } from '@luggage/api/client';
import { createAppStore } from '@luggage/api/store';
import { clientLogEndpoint, cityListEndpoint, type ClientLogBatch } from '@luggage/api/contract';
import { SIGNING_HEADERS, signPayload } from '@luggage/api/signing';
import { cityApi } from '@luggage/api/city-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpMsw } from '../testing';
import { installClientLog } from './install-client-log';

setUpMsw(http.get(`*${cityListEndpoint.path}`, () => HttpResponse.json({ status: 0, errorMsg: 'boom' }, { status: 502 })));

/** What the client log sent: each request's URL, init (headers, keepalive) and body. */
function recordingFetch() {
  const requests: { url: string; init: RequestInit; body: ClientLogBatch & { v: string } }[] = [];
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(url), init, body: JSON.parse(String(init.body)) as ClientLogBatch & { v: string } });
    return new Response(JSON.stringify({ status: 1, content: { stored: 1 } }));
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

/** Puts the page at `hash` without a history entry (the package's tests share one jsdom, see the vitest preset). */
const goTo = (hash: string) => window.history.replaceState(null, '', `${window.location.pathname}${hash}`);

let uninstall = () => {};
afterEach(() => {
  uninstall();
  goTo('');
});

describe('installClientLog', () => {
  it('sends an uncaught error with its route when the page is hidden, signed and with keepalive', async () => {
    const { requests, fetch } = recordingFetch();
    uninstall = installClientLog({ app: 'consumer', build: 'abc123', hosts: {}, uniq: () => 'dev001', fetch, queue: { flushAfterMs: 60_000 } });
    goTo('#/login?code=482913');
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', error: new TypeError('x is undefined') }));
    expect(requests).toEqual([]);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    // Back to the prototype's getter.
    Reflect.deleteProperty(document, 'visibilityState');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(`${window.location.origin}${clientLogEndpoint.path}`);
    expect(request?.init.keepalive).toBe(true);
    const headers = new Headers(request?.init.headers);
    expect(headers.get(SIGNING_HEADERS.uniq)).toBe('dev001');
    expect(headers.get(SIGNING_HEADERS.sign)).toBe(signPayload(String(request?.init.body), headers.get(SIGNING_HEADERS.timestamp) ?? ''));
    expect(headers.get(SIGNING_HEADERS.userToken)).toBeNull();
    expect(request?.body).toMatchObject({ app: 'consumer', build: 'abc123', v: 'web' });
    expect(request?.body.entries).toEqual([
      { kind: 'error', message: 'TypeError: x is undefined', stack: expect.stringContaining('x is undefined'), route: '/login?code', at: expect.any(Number) },
    ]);
    expect(clientLogEndpoint.request.safeParse(request?.body).success).toBe(true);
  });

  it('sends unhandled rejections and failed API calls of the base query on page hide', async () => {
    const { requests, fetch } = recordingFetch();
    uninstall = installClientLog({ app: 'business', build: 'abc123', hosts: {}, uniq: () => 'dev002', fetch });
    goTo('#/bussiness/orders');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'not an error' });
    window.dispatchEvent(rejection);
    const store = createAppStore();
    await store.dispatch(cityApi.endpoints.cityList.initiate({ hots: 'NO2' }));
    store.dispatch(baseApi.util.resetApiState());
    window.dispatchEvent(new Event('pagehide'));

    expect(requests.map((request) => request.init.keepalive)).toEqual([true]);
    expect(requests[0]?.body.entries.map(({ kind, message, route }) => ({ kind, message, route }))).toEqual([
      { kind: 'rejection', message: 'not an error', route: '/bussiness/orders' },
      { kind: 'api', message: `${cityListEndpoint.path} requestError HTTP 502`, route: '/bussiness/orders' },
    ]);
  });

  it('stops listening once uninstalled', () => {
    const { requests, fetch } = recordingFetch();
    installClientLog({ app: 'consumer', build: 'abc123', hosts: {}, uniq: () => 'dev003', fetch })();
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(requests).toEqual([]);
  });
});

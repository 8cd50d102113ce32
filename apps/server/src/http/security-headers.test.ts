import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthEndpoint } from '@luggage/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_AUTHORIZE_PATH } from '../services/wechat/local-wechat-platform';
import { createTestApp } from '../test/test-app';
import type { ServerDeps } from '../create-server';

const appDir = mkdtempSync(join(tmpdir(), 'app-dist-'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>app</title>');

/** The directives of a response's Content-Security-Policy, by name. */
function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** A test server for one app, closed after the file's tests. */
function useApp(deps: Partial<Omit<ServerDeps, 'db'>>) {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ appDir, ...deps });
  });
  afterAll(() => testApp.close());
  return (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
}

describe('the consumer app over http', () => {
  const get = useApp({ appKind: 'consumer' });

  it('lets the map, its workers, the service worker and the WeChat SDK work, and nothing else', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    const csp = directivesOf(page);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // The offline basemap needs no host; AMap's built-in tile hosts are allowed for images and requests.
    expect(csp.get('connect-src')).toEqual(["'self'", ...[1, 2, 3, 4].map((host) => `https://webrd0${host}.is.autonavi.com`)]);
    expect(csp.get('img-src')).toContain('data:');
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on the API, whose answers must not be sniffed or leak paths', async () => {
    const response = await get(healthEndpoint.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(directivesOf(response).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('never believes X-Forwarded-Proto without a trusted proxy: no HSTS', async () => {
    const page = await get('/', { 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(directivesOf(page).has('upgrade-insecure-requests')).toBe(false);
  });

  it('keeps the stricter policy of the local WeChat authorisation page', async () => {
    const page = await get(`${LOCAL_AUTHORIZE_PATH}?appid=nope`);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the business app over http', () => {
  const get = useApp({ appKind: 'business' });

  it('refuses to be framed by anyone', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(directivesOf(page).get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the counter compile its QR reader (WebAssembly), which the consumer app may not', async () => {
    expect(directivesOf(await get('/')).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com']);
  });
});

describe('behind a trusted proxy that says https', () => {
  const get = useApp({
    appKind: 'business',
    config: {
      wxMiniprogramLink: null,
      trustProxy: 1,
      basemap: { kind: 'style', styleUrl: 'https://tiles.example.com/styles/{lang}.json' },
      cspConnectSources: ['https://glyphs.example.org'],
    },
  });

  it('sends HSTS and upgrades insecure requests only on https requests', async () => {
    const https = await get('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(https).get('upgrade-insecure-requests')).toEqual([]);
    expect(directivesOf(https).get('frame-ancestors')).toEqual(["'none'"]);

    const http = await get('/', { 'x-forwarded-proto': 'http' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(directivesOf(http).has('upgrade-insecure-requests')).toBe(false);
  });

  it("allows the configured style's host and CSP_CONNECT_SOURCES", async () => {
    const csp = directivesOf(await get('/'));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://tiles.example.com', 'https://glyphs.example.org']));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://tiles.example.com', 'https://glyphs.example.org']));
  });
});

describe('with a Mapbox token', () => {
  const get = useApp({ config: { wxMiniprogramLink: null, basemap: { kind: 'mapbox', token: 'pk.test' } } });

  it("allows Mapbox's API for the map", async () => {
    expect(directivesOf(await get('/')).get('connect-src')).toEqual(expect.arrayContaining(['https://api.mapbox.com', 'https://events.mapbox.com']));
  });
});

describe("the build's hashed files", () => {
  const get = useApp({ appKind: 'consumer' });
  const documentHeaders = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'];

  it.each(['/assets/home-route-abc123.js', '/assets/maplibre-gl-abc123.mjs', '/assets/index-abc123.css?v=1', '/registerSW.js'])(
    'send %s without the headers only documents read, keeping nosniff, the resource and referrer policies',
    async (url) => {
      const response = await get(url);
      for (const name of [...documentHeaders, 'x-request-id']) expect(response.headers[name]).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/assets/maplibre-gl-worker-abc123.mjs', '/assets/logo-abc123.svg', '/sw.js', '/assets/../index.html', '/assets/x/y.js'])(
    'keep the whole set on %s: a worker runs under its own script’s policy, an SVG or a page is a document',
    async (url) => {
      const response = await get(url);
      expect(directivesOf(response).get('default-src')).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

import { healthEndpoint } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { METRICS_PATH } from './register-metrics-endpoint';

const TOKEN = 'scrape-7f3a9c21e8b44d10';

describe('GET /metrics', () => {
  it('counts a request in the latency histogram under its route pattern, never the raw URL', async () => {
    const { app, close } = await createTestApp();
    try {
      // A parametric route of its own: its pattern is the label, whatever the id.
      app.get('/test/items/:id', async () => 'item');
      await app.inject({ method: 'GET', url: `${healthEndpoint.path}?probe=1` });
      await app.inject({ method: 'GET', url: '/test/items/no-such-item-1' });
      await app.inject({ method: 'GET', url: '/test/items/no-such-item-2' });
      await app.inject({ method: 'GET', url: '/api/no-such-api/42' });
      const response = await app.inject({ method: 'GET', url: METRICS_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1$/m);
      expect(response.body).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status_code="200"\} 1$/m);
      expect(response.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/test\/items\/:id",status_code="200"\} 2$/m);
      expect(response.body).toMatch(/route="unmatched",status_code="404"/);
      expect(response.body).not.toMatch(/no-such/);
      expect(response.body).not.toContain('probe=1');
    } finally {
      await close();
    }
  });

  it('without METRICS_TOKEN answers local callers only: not through a proxy, not for another host name', async () => {
    const { app, close } = await createTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '::1' })).statusCode).toBe(200);
      const outside = await app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '203.0.113.7' });
      expect(outside.statusCode).toBe(403);
      expect(outside.body).not.toContain('http_request_duration_seconds');
      // A reverse proxy on this machine relays the internet from loopback; a rebound page names its own host.
      const relayed = { method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } } as const;
      expect((await app.inject(relayed)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1', headers: { host: 'evil.example' } })).statusCode).toBe(403);
    } finally {
      await close();
    }
  });

  it('with METRICS_TOKEN answers that bearer token from any address and refuses the rest, loopback included', async () => {
    const { app, close } = await createTestApp({ config: { wxMiniprogramLink: null, metricsToken: TOKEN } });
    try {
      const call = (remoteAddress: string, authorization?: string) =>
        app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress, headers: authorization ? { authorization } : {} });
      expect((await call('203.0.113.7', `Bearer ${TOKEN}`)).statusCode).toBe(200);
      expect((await call('203.0.113.7', `Bearer ${TOKEN}x`)).statusCode).toBe(403);
      expect((await call('203.0.113.7')).statusCode).toBe(403);
      expect((await call('127.0.0.1')).statusCode).toBe(403);
    } finally {
      await close();
    }
  });
});

import { storeSearchByCoordinateEndpoint } from '@luggage/api/contract';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { signedGet, signedPost } from '../test/signed-request';
import { COMPRESSION_THRESHOLD_BYTES } from './register-compression';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const nearbySearch = (acceptEncoding?: string) =>
  testApp.app.inject(
    signedGet(
      storeSearchByCoordinateEndpoint.path,
      { lng: 121.473701, lat: 31.230416, stat: '1', cityName: '上海' },
      acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
    ),
  );

describe('compressed API answers', () => {
  it('sends a large answer brotli- or gzip-compressed as the client accepts, the same JSON once decoded, and as it is to a client that accepts neither', async () => {
    const plain = await nearbySearch();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await nearbySearch('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);

    const gzip = await nearbySearch('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never decompresses a request body: a gzip-compressed one is an invalid body', async () => {
    const request = signedPost('/api/user/login/', { phone: '13700139999', code: '123456' });
    const response = await testApp.app.inject({
      ...request,
      payload: gzipSync(JSON.stringify({ phone: '13700139999', code: '123456' })),
      headers: { ...request.headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.json()).toEqual({ status: 0, errorMsg: 'invalid parameter: body', errorCode: 'invalidParameter' });
  });
});

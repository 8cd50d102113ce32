import { storeSearchByCoordinateEndpoint } from '@luggage/api/contract';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { signedGet, signedPost } from '../test/signed-request';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression, SYNC_COMPRESSION_MAX_BYTES } from './register-compression';

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

describe('how an answer is compressed', () => {
  /** A server answering GET /json with a JSON answer of about `bytes` bytes (shops-like repeated keys). */
  async function serverAnswering(bytes: number) {
    const app = Fastify();
    registerCompression(app);
    const shop = { name: '行李寄存服务点(人民广场地铁站)', address: '上海市黄浦区人民大道120号', hours: [{ weekdays: [1, 2, 3], open: '08:00', close: '21:00' }] };
    const shops = Array.from({ length: Math.ceil(bytes / JSON.stringify(shop).length) }, (_, id) => ({ id, ...shop }));
    app.after(() => app.get('/json', async () => ({ shops })));
    await app.ready();
    return app;
  }

  it('compresses an answer up to SYNC_COMPRESSION_MAX_BYTES in one call, with its compressed length (a nearby search is ~16 KiB)', async () => {
    const app = await serverAnswering(SYNC_COMPRESSION_MAX_BYTES / 4);
    const response = await app.inject({ method: 'GET', url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    // A compression stream would answer without a length (chunked).
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).shops.length).toBeGreaterThan(0);
    await app.close();
  });

  it('streams a larger answer through the compressor, so the event loop is never held for long', async () => {
    const app = await serverAnswering(SYNC_COMPRESSION_MAX_BYTES * 2);
    const response = await app.inject({ method: 'GET', url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).shops.length).toBeGreaterThan(0);
    await app.close();
  });
});

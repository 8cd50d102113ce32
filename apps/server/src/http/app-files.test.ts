import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

// A built app as Vite leaves it: index.html, a hashed script under assets/ with its brotli and gzip copies.
const appDir = mkdtempSync(join(tmpdir(), 'app-dist-'));
const script = `console.log(${JSON.stringify('行李寄存 '.repeat(400))});`;
mkdirSync(join(appDir, 'assets'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>');
writeFileSync(join(appDir, 'assets', 'index-abc123.js'), script);
writeFileSync(join(appDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(appDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ appDir, appKind: 'consumer' });
});
afterAll(() => testApp.close());
const get = (url: string, acceptEncoding?: string) => testApp.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built app’s files', () => {
  it('sends the build’s brotli copy to a client that accepts brotli, else the gzip one, else the file itself', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('caches hashed files for a year as immutable and revalidates index.html on every load', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates index.html by its ETag alone, with no Last-Modified or byte ranges on any file', async () => {
    const page = await get('/', 'br');
    const again = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const response of [page, await get('/assets/index-abc123.js', 'br')]) {
      expect(response.headers['last-modified']).toBeUndefined();
      expect(response.headers['accept-ranges']).toBeUndefined();
    }
  });
});

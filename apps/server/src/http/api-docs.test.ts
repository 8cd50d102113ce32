import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractOpenApi } from '@luggage/api/contract/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import { createTestApp } from '../test/test-app';

/** The committed API reference; `pnpm openapi` (UPDATE_OPENAPI=1) rewrites it from the contract. */
const COMMITTED = join(serverPaths.repoRoot, 'docs/openapi.json');

describe('docs/openapi.json', () => {
  it('is what the contract gives (after a contract change, run `pnpm openapi` and commit the file)', () => {
    const generated = `${JSON.stringify(contractOpenApi(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(COMMITTED, generated);
    expect(readFileSync(COMMITTED, 'utf8') === generated, 'docs/openapi.json differs from the contract: run `pnpm openapi`').toBe(true);
  });
});

describe('GET /api/docs in development', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ apiDocs: true });
  });
  afterAll(() => testApp.close());

  it('serves the OpenAPI document and a page that lists it, unsigned', async () => {
    const json = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(readFileSync(COMMITTED, 'utf8')));
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<code>/api/user/log/</code>');
  });
});

describe('GET /api/docs in production', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ apiDocs: false });
  });
  afterAll(() => testApp.close());

  it('is not there', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  });
});

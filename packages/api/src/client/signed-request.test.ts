import SparkMD5 from 'spark-md5';
import { describe, expect, it } from 'vitest';
import { buildSignedRequest, type SigningContext } from './signed-request';

const context = (overrides: Partial<SigningContext> = {}): SigningContext => ({
  origin: 'http://localhost:3000',
  userAgent: 'Mozilla/5.0 (iPhone) Safari',
  uniq: 'a1b2c3',
  now: 1_790_000_000_000,
  language: 'en',
  session: null,
  ...overrides,
});

describe('buildSignedRequest', () => {
  it('GET: adds v, signs the query string exactly as sent, skips empty params', () => {
    const { url, init } = buildSignedRequest(
      { method: 'GET', path: '/api/user/city/search/', params: { name: '上海 市', cityId: 1, page: undefined } },
      context(),
    );
    const query = url.split('?')[1]!;
    expect(url.startsWith('http://localhost:3000/api/user/city/search/?')).toBe(true);
    expect(new URLSearchParams(query).get('name')).toBe('上海 市');
    expect(new URLSearchParams(query).get('v')).toBe('web');
    expect(query).not.toContain('page');
    const headers = init.headers as Record<string, string>;
    expect(headers.Sign).toBe(SparkMD5.hash(query + '1790000000000'));
    expect(headers.Timestamp).toBe('1790000000000');
    expect(headers.Uniq).toBe('a1b2c3');
    expect(headers['User-Token']).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('POST: adds v to the JSON body and signs the body text', () => {
    const { url, init } = buildSignedRequest(
      { method: 'POST', path: '/api/user/login/', body: { phone: '13800000000' } },
      context({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0', session: { userId: '7', userToken: 'tok' } }),
    );
    expect(url).toBe('http://localhost:3000/api/user/login/');
    expect(JSON.parse(init.body as string)).toEqual({ phone: '13800000000', v: 'wxweb' });
    const headers = init.headers as Record<string, string>;
    expect(headers.Sign).toBe(SparkMD5.hash((init.body as string) + '1790000000000'));
    expect(headers['User-Token']).toBe('tok');
    expect(headers['User-Id']).toBe('7');
    expect(headers['Content-Type']).toBe('application/json');
  });
});

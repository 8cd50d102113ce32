import { describe, expect, it } from 'vitest';
import { apiErrorLocales } from './api-error-locales';

describe('apiErrorLocales', () => {
  it.each([
    ['en', 'tokenExpired', 'token has expired, please log in again'],
    ['en', 'statusFalsy', 'request error!'],
    ['en', 'networkError', 'no network connection, please try again later'],
    ['zh-CN', 'shopNotFound', '商户不存在或已下架'],
    ['en', 'cityHasNoShops', '{{city}} has no storage points for now, please watch for new listings'],
  ] as const)('%s %s → %s', (language, code, text) => {
    expect(apiErrorLocales[language][code]).toBe(text);
  });
});

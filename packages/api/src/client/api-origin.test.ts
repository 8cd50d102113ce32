import { describe, expect, it } from 'vitest';
import { resolveApiOrigin } from './api-origin';
import { clientVariant, orderSource } from './client-variant';

describe('resolveApiOrigin', () => {
  const hosts = { production: 'https://api.example.com/', staging: 'https://qa-api.example.com' };
  it.each([
    ['own origin without hosts', { host: 'localhost:3000', origin: 'http://localhost:3000' }, {}, 'http://localhost:3000'],
    ['production host', { host: 'm.example.com', origin: 'https://m.example.com' }, hosts, 'https://api.example.com'],
    ['staging when host starts with qa.', { host: 'qa.m.example.com', origin: 'https://qa.m.example.com' }, hosts, 'https://qa-api.example.com'],
    ['qa. without a staging host → own origin', { host: 'qa.m.example.com', origin: 'https://qa.m.example.com' }, {}, 'https://qa.m.example.com'],
  ])('%s', (_name, location, configured, expected) => {
    expect(resolveApiOrigin(location, configured)).toBe(expected);
  });
});

describe('clientVariant', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0.40 NetType/WIFI', 'wxweb'],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36', 'web'],
  ])('%s → %s', (ua, expected) => expect(clientVariant(ua)).toBe(expected));
});

describe('orderSource', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0.40 NetType/WIFI', 'weixin'],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36', 'web'],
  ])('%s → %s', (ua, expected) => expect(orderSource(ua)).toBe(expected));
});

import SparkMD5 from 'spark-md5';
import { describe, expect, it } from 'vitest';
import { checkSignature, signPayload } from './index';

const now = Date.UTC(2026, 10, 22, 4, 0, 0);

describe('signPayload', () => {
  it('is the MD5 of payload followed by the timestamp', () => {
    // 'abc' is the RFC 1321 test vector: md5("abc") = 900150983cd24fb0d6963f7d28e17f72
    expect(signPayload('a', 'bc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(signPayload('name=x&v=web', '1')).toBe(SparkMD5.hash('name=x&v=web1'));
  });
});

describe('checkSignature', () => {
  const timestamp = String(now);
  const payload = '{"phone":"13800000000","v":"web"}';
  const sign = signPayload(payload, timestamp);

  it.each([
    ['valid', { payload, timestamp, sign, now }, null],
    ['upper-case hex accepted', { payload, timestamp, sign: sign.toUpperCase(), now }, null],
    ['no sign', { payload, timestamp, sign: undefined, now }, 'missing'],
    ['no timestamp', { payload, timestamp: undefined, sign, now }, 'missing'],
    ['timestamp not a number', { payload, timestamp: 'soon', sign, now }, 'missing'],
    ['payload changed', { payload: payload.replace('web', 'wxweb'), timestamp, sign, now }, 'mismatch'],
    ['5 min old: still fine', { payload, timestamp, sign, now: now + 5 * 60_000 }, null],
    ['just over 5 min old', { payload, timestamp, sign, now: now + 5 * 60_000 + 1 }, 'stale'],
    ['from the future', { payload, timestamp, sign, now: now - 5 * 60_000 - 1 }, 'stale'],
  ] as const)('%s', (_name, input, expected) => {
    expect(checkSignature(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isLoopbackHostName } from './loopback-host-name';

describe('isLoopbackHostName', () => {
  it.each(['localhost', 'localhost:3000', 'LocalHost:3001', '127.0.0.1', '127.0.0.1:3000', '[::1]', '[::1]:3000'])('takes %s', (host) => {
    expect(isLoopbackHostName(host)).toBe(true);
  });

  it.each([undefined, '', 'evil.example', 'evil.example:3000', 'localhost.evil.example', 'evil.localhost.example', '127.0.0.2', '[::2]', '::1', 'localhost:port', 'localhost:3000:1'])(
    'refuses %s',
    (host) => {
      expect(isLoopbackHostName(host)).toBe(false);
    },
  );
});

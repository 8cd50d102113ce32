import { describe, expect, it } from 'vitest';
import { createAuthorisationNonce } from './authorisation-nonce';

describe('createAuthorisationNonce', () => {
  it('is 32 characters of [A-Za-z0-9], different each time', () => {
    const nonce = createAuthorisationNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(createAuthorisationNonce()).not.toBe(nonce);
  });

  it('uses the random source for every character', () => {
    expect(createAuthorisationNonce(() => 0)).toBe('A'.repeat(32));
    expect(createAuthorisationNonce((max) => max - 1)).toBe('9'.repeat(32));
  });
});

import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

describe('backTarget', () => {
  it.each([
    [0, 'home'],
    [1, 'home'],
    [2, 'back'],
    [50, 'back'],
  ] as const)('history length %i → %s', (length, expected) => {
    expect(backTarget(length)).toBe(expected);
  });
});

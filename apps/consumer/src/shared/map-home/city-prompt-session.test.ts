import { beforeEach, describe, expect, it } from 'vitest';
import { takeCityPromptTurn } from './city-prompt-session';

describe('takeCityPromptTurn', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lets the prompt open once per session', () => {
    expect(takeCityPromptTurn()).toBe(true);
    expect(takeCityPromptTurn()).toBe(false);
    expect(takeCityPromptTurn()).toBe(false);
  });

  it('lets it open when the storage cannot be read', () => {
    const blocked = { getItem: () => { throw new Error('blocked'); } } as unknown as Storage;
    expect(takeCityPromptTurn(blocked)).toBe(true);
  });
});

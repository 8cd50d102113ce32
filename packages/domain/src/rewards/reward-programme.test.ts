import { describe, expect, it } from 'vitest';
import { DEFAULT_REWARD_RULE, rewardAmount } from './reward-programme';

describe('rewardAmount', () => {
  it('is the rule’s share of what was paid, rounded down to the fen', () => {
    expect(rewardAmount(1999, DEFAULT_REWARD_RULE)).toBe(199);
  });

  it('stops at the cap', () => {
    expect(rewardAmount(20_000, DEFAULT_REWARD_RULE)).toBe(500);
  });

  it('is nothing when nothing was paid', () => {
    expect(rewardAmount(0, DEFAULT_REWARD_RULE)).toBe(0);
    expect(rewardAmount(-100, { percent: 50, capFen: 1000 })).toBe(0);
  });
});

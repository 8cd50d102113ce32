import { describe, expect, it } from 'vitest';
import { withdrawalRefusal, type WithdrawalFacts } from './withdrawal-refusal';

const facts = (overrides: Partial<WithdrawalFacts> = {}): WithdrawalFacts => ({
  amountFen: 500,
  balanceFen: 1000,
  withdrawnTodayFen: 0,
  dailyMaxFen: 20_000,
  isVerified: true,
  isOwnOpenid: true,
  ...overrides,
});

describe('withdrawalRefusal', () => {
  it('lets a verified traveller withdraw part of their balance to their own WeChat', () => {
    expect(withdrawalRefusal(facts())).toBeNull();
    expect(withdrawalRefusal(facts({ amountFen: 1000 }))).toBeNull();
  });

  it('refuses in order: verification, openid, minimum, balance, daily maximum', () => {
    expect(withdrawalRefusal(facts({ isVerified: false, isOwnOpenid: false, amountFen: 1 }))).toEqual({ code: 'withdrawalNeedsVerification' });
    expect(withdrawalRefusal(facts({ isOwnOpenid: false, amountFen: 1 }))).toEqual({ code: 'withdrawalOpenidMismatch' });
    expect(withdrawalRefusal(facts({ amountFen: 99 }))).toEqual({ code: 'withdrawalBelowMinimum', minFen: 100 });
    expect(withdrawalRefusal(facts({ amountFen: 1001 }))).toEqual({ code: 'withdrawalAboveBalance', balanceFen: 1000 });
    expect(withdrawalRefusal(facts({ withdrawnTodayFen: 19_600 }))).toEqual({ code: 'withdrawalDailyLimit', leftFen: 400 });
    expect(withdrawalRefusal(facts({ withdrawnTodayFen: 25_000 }))).toEqual({ code: 'withdrawalDailyLimit', leftFen: 0 });
  });
});

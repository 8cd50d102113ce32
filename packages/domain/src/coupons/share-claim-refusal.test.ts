import { describe, expect, it } from 'vitest';
import { shareClaimRefusal, type ShareClaimFacts, type ShareClaimRefusal } from './share-claim-refusal';

/** Bob claims from Alice's link: a new customer who never claimed, on a new-customers-only activity. */
const facts = (overrides: Partial<ShareClaimFacts> = {}): ShareClaimFacts => ({
  sharerId: '1',
  friendId: '2',
  hasClaimedShare: false,
  isNewCustomersOnly: true,
  hasPaidOrder: false,
  ...overrides,
});

describe('shareClaimRefusal', () => {
  it.each<[string, Partial<ShareClaimFacts>, ShareClaimRefusal | null]>([
    ['a new friend', {}, null],
    ['one’s own link', { friendId: '1' }, { reason: 'ownLink' }],
    ['one’s own link, claimed and paid before: the own link is said first', { friendId: '1', hasClaimedShare: true, hasPaidOrder: true }, { reason: 'ownLink' }],
    ['a friend who claimed a share before', { hasClaimedShare: true }, { reason: 'alreadyClaimed' }],
    ['a friend who claimed before and has paid since: the claim is said first', { hasClaimedShare: true, hasPaidOrder: true }, { reason: 'alreadyClaimed' }],
    ['an existing customer, new customers only', { hasPaidOrder: true }, { reason: 'notNewCustomer' }],
    ['an existing customer, open to everyone', { hasPaidOrder: true, isNewCustomersOnly: false }, null],
  ])('%s', (_, overrides, expected) => {
    expect(shareClaimRefusal(facts(overrides))).toEqual(expected);
  });
});

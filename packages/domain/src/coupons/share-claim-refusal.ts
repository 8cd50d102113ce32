/** What a friend's claim from a share link weighs: who shares, who claims, and the claimer's history. */
export interface ShareClaimFacts {
  /** The traveller whose link it is. */
  sharerId: string;
  /** The traveller claiming. */
  friendId: string;
  /** The friend has claimed from a share link before (anyone's). */
  hasClaimedShare: boolean;
  /** The activity is for new customers only. */
  isNewCustomersOnly: boolean;
  /** The friend has had an order paid (an existing customer), refunded or not. */
  hasPaidOrder: boolean;
}

/** Why a friend cannot claim from a share link: see {@link shareClaimRefusal}. */
export type ShareClaimRefusal =
  /** The link is the claimer's own. */
  | { reason: 'ownLink' }
  /** The claimer has claimed from a share before: once per friend, ever. */
  | { reason: 'alreadyClaimed' }
  /** The activity is for new customers and the claimer has had an order paid. */
  | { reason: 'notNewCustomer' };

/**
 * Why `facts.friendId` cannot claim from the share link of `facts.sharerId`, or null when they may (the
 * friend template's own claim rules, couponClaimRefusal, come after). Checked in this order: one's own
 * link, a share claimed before, an existing customer when the activity is for new customers only.
 */
export function shareClaimRefusal(facts: ShareClaimFacts): ShareClaimRefusal | null {
  if (facts.sharerId === facts.friendId) return { reason: 'ownLink' };
  if (facts.hasClaimedShare) return { reason: 'alreadyClaimed' };
  if (facts.isNewCustomersOnly && facts.hasPaidOrder) return { reason: 'notNewCustomer' };
  return null;
}

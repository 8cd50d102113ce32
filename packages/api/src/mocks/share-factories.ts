import type { ShareActivityResponse } from '../contract/act/share-activity';

/**
 * The share activity as share_new shows it to a logged-in traveller with no link opened: a friend gets
 * ¥5 off from ¥10 at every shop, valid 30 days, new customers only; the sharer gets ¥8 off with no
 * minimum, valid 30 days; the traveller's code 'K7M2PQ9X', 2 friends claimed, 1 reward earned. Pass only
 * what the case is about (`mine: null` for a guest, `invite` for a link). Each call returns a new object.
 */
export function buildShareActivity(overrides: Partial<ShareActivityResponse> = {}): ShareActivityResponse {
  const friendCoupon: ShareActivityResponse['friendCoupon'] = {
    name: '好友分享券',
    nameEn: 'Coupon from a friend',
    discount: { kind: 'amount', amountOff: 500 },
    minSpend: 1000,
    scope: { shops: { kind: 'all' }, goodsId: null },
    validity: { kind: 'days', days: 30 },
  };
  return {
    friendCoupon,
    rewardCoupon: { ...friendCoupon, name: '邀请好友奖励券', nameEn: 'Thank-you for sharing', discount: { kind: 'amount', amountOff: 800 }, minSpend: 0 },
    newCustomersOnly: true,
    mine: { shareCode: 'K7M2PQ9X', friendsClaimed: 2, rewardsEarned: 1 },
    invite: null,
    ...overrides,
  };
}

/**
 * A traveller's coupon as the apps show it (`clientCouponStatus`): 0 unused (the spec's state 0, the only
 * one a combination counts), 1 locked by an unpaid order, 2 used by a paid order, 3 expired unused.
 */
export const CLIENT_COUPON_STATUS = { unused: 0, locked: 1, used: 2, expired: 3 } as const;

/** 0 | 1 | 2 | 3, see {@link CLIENT_COUPON_STATUS}. */
export type ClientCouponStatus = (typeof CLIENT_COUPON_STATUS)[keyof typeof CLIENT_COUPON_STATUS];

/** What the database keeps of a coupon's use: free, locked by an order, or used by a paid order. */
export type StoredCouponState = 'unused' | 'locked' | 'used';

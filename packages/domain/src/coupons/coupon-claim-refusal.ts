import { toShanghaiDateTime, type Instant } from '../dates/instant';
import type { CouponValidity } from './coupon-validity';

/** A template as a claim weighs it: when it can be claimed, its validity, its stock and the per-person limit. */
export interface CouponOfferFacts {
  /** Claims open at this instant; null: from the start. */
  claimStartTime: Instant | null;
  /** Claims close at this instant (excluded); null: no end of its own (a window template's end still closes it). */
  claimEndTime: Instant | null;
  validity: CouponValidity;
  /** How many copies may be issued in all; null: unlimited. */
  stock: number | null;
  /** How many have been issued. */
  issued: number;
  /** How many copies one traveller may hold (used or not). */
  perPersonLimit: number;
}

/** Why a traveller cannot claim a template now: see {@link couponClaimRefusal}. */
export type CouponClaimRefusal =
  /** Claims open at `startTime` (epoch ms). */
  | { reason: 'claimNotStarted'; startTime: number }
  /** Claims closed at `endTime` (epoch ms): the activity ended, or a window coupon's window did. */
  | { reason: 'claimEnded'; endTime: number }
  /** The traveller already holds `limit` copies of it. */
  | { reason: 'limitReached'; limit: number }
  /** Every copy of the stock has been issued. */
  | { reason: 'outOfStock' };

/** When claims close: the earlier of the claim end and, for a window template, the window's end; null for never. */
export function claimsCloseAt(offer: Pick<CouponOfferFacts, 'claimEndTime' | 'validity'>): number | null {
  const ends = [offer.claimEndTime, offer.validity.kind === 'window' ? offer.validity.endTime : null]
    .filter((end): end is Instant => end !== null)
    .map((end) => toShanghaiDateTime(end).toMillis());
  return ends.length > 0 ? Math.min(...ends) : null;
}

/**
 * Why a traveller holding `claimed` copies (null for a guest: not counted) cannot claim `offer` at `now`,
 * or null when they can. Checked in this order: claims open, claims not closed (claimsCloseAt), the
 * traveller's limit (said before the stock: 'you have it already' helps more than 'all gone'), the stock.
 */
export function couponClaimRefusal(offer: CouponOfferFacts, claimed: number | null, now: Instant): CouponClaimRefusal | null {
  const nowMs = toShanghaiDateTime(now).toMillis();
  if (offer.claimStartTime !== null) {
    const startTime = toShanghaiDateTime(offer.claimStartTime).toMillis();
    if (nowMs < startTime) return { reason: 'claimNotStarted', startTime };
  }
  const endTime = claimsCloseAt(offer);
  if (endTime !== null && nowMs >= endTime) return { reason: 'claimEnded', endTime };
  if (claimed !== null && claimed >= offer.perPersonLimit) return { reason: 'limitReached', limit: offer.perPersonLimit };
  if (offer.stock !== null && offer.issued >= offer.stock) return { reason: 'outOfStock' };
  return null;
}

import { z } from 'zod';
import { couponClaimRefusalSchema, couponTermsFields, couponValiditySchema } from './coupon';

/**
 * The letters of a share code: digits and capitals without 0/O and 1/I/L, which a friend reading the
 * code aloud or typing it would mix up.
 */
export const SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A traveller's share code (the `from` of their link `#/share?from=…`): 8 characters of
 * {@link SHARE_CODE_ALPHABET} (31^8 ≈ 8.5 × 10^11 codes, drawn by a crypto random source), given the first
 * time the traveller opens their share activity and never changed. Read case-insensitively.
 */
export const shareCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${SHARE_CODE_ALPHABET}]{8}$`));

/** A coupon a share gives: its terms (the rule a coupon card states) and how long a copy is valid once issued. */
export const shareCouponSchema = z.object({ ...couponTermsFields, validity: couponValiditySchema });
export type ShareCoupon = z.infer<typeof shareCouponSchema>;

/**
 * Why the caller cannot claim from a share link now: the share's own rules (shareClaimRefusal of
 * @luggage/domain/coupons) — 'ownLink', 'alreadyClaimed' (once per friend, ever), 'notNewCustomer' — then
 * the friend coupon's claim rules (couponClaimRefusal).
 */
export const shareClaimRefusalSchema = z.union([z.enum(['ownLink', 'alreadyClaimed', 'notNewCustomer']), couponClaimRefusalSchema]);
export type ShareClaimRefusalReason = z.infer<typeof shareClaimRefusalSchema>;

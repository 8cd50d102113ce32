/** Coupon state value meaning "not used yet". */
export const COUPON_STATE_UNUSED = 0;

/** One coupon of a coupon order: its id and its state (0 = unused). */
export interface CouponState {
  id: string;
  state: number;
}

const ID_STATE = /^(.+)-(\d+)$/;

/**
 * Parses a coupon order's 'id-state' strings: '1203-0' → { id: '1203', state: 0 }. The state is the number
 * after the last '-', so ids may themselves contain '-'. Entries that do not match (no state, state not a
 * whole number) are skipped rather than guessed.
 */
export function parseCouponStates(list: readonly string[]): CouponState[] {
  return list.flatMap((entry) => {
    const match = ID_STATE.exec(entry.trim());
    return match?.[1] && match[2] ? [{ id: match[1], state: Number(match[2]) }] : [];
  });
}

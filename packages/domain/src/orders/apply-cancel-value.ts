/** The `apply` number sent with a cancellation application when none is chosen (spec §9). */
export const DEFAULT_APPLY_CANCEL = 20;

/**
 * The `apply` field of POST /api/user/order/apply_cancel/: 'part' followed by the number, 'part20' by default.
 * @throws RangeError when `n` is not a whole number ≥ 0.
 */
export function applyCancelValue(n: number = DEFAULT_APPLY_CANCEL): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Apply-cancel number must be a whole number ≥ 0: ${n}`);
  return `part${n}`;
}

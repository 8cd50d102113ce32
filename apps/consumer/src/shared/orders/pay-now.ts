/**
 * The navigation state with which the booking opens an order's payment page: the payment's sheet opens
 * at once (the traveller has just confirmed), once; a payment page opened otherwise waits for 'pay'.
 */
export const PAY_NOW = { payNow: true } as const;

/** Whether a page was opened with {@link PAY_NOW} (react-router's location state). */
export function isPayNow(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<typeof PAY_NOW>).payNow === true;
}

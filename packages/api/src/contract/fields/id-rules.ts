/**
 * The id rules of the contract without zod: query-number.ts and entities/order.ts build the schemas from them,
 * and screens that only need to read an id from their URL (the shop page, the voucher) check with them, so
 * that zod stays out of those screens' JavaScript.
 */

/** A number as sent in a query string or path ('12', '-3.5'); '' and 'abc' are not. */
export const NUMERIC_TEXT_PATTERN = /^-?\d+(\.\d+)?$/;

/** The largest database id (Postgres integer, 2^31−1). */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A user_order id as sent: decimal text of a positive 64-bit integer. */
export const ORDER_ID_PATTERN = /^[1-9]\d{0,17}$/;

/**
 * A positive database id (1 … 2^31−1) from a number or its text form, as the contract's idParam reads it
 * ('12', '12.0' and 12 are 12); undefined for anything else.
 */
export function databaseId(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && NUMERIC_TEXT_PATTERN.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 && number <= MAX_DATABASE_ID ? number : undefined;
}

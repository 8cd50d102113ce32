import type { Endpoint, HttpMethod } from '../contract/endpoint';

/**
 * Where a request or a response carries a day in its wire form ('yyyymmdd' on the wire, 'yyyy-MM-dd' in code,
 * see compactDateSchema): `true` is a day itself; an object names the fields that hold one, `*` standing for
 * every element of an array (or every value of a record).
 */
export type DayPaths = true | { readonly [field: string]: DayPaths };

/**
 * An endpoint of the contract as the browser needs it to call it, without its zod schemas: generated from the
 * contract into wire-endpoints.ts (`pnpm wire`). `E` is the contract's endpoint, for the types only.
 */
export interface WireEndpoint<E extends Endpoint = Endpoint> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly signed: boolean;
  readonly auth: Endpoint['auth'];
  /** The days among the request's parameters; absent when there are none. */
  readonly requestDays?: DayPaths;
  /** The days in the content of a success; absent when there are none. */
  readonly responseDays?: DayPaths;
  /** Never set: the contract endpoint this one describes, for its parameter and content types. */
  readonly contract?: E;
}

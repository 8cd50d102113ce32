import type { z } from 'zod';
import type { StaffRole } from './entities/business';

/** HTTP methods the product API uses (spec §7: GET sends a query string, POST sends JSON). */
export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the product API: path, method and the zod schemas of its parameters and of the envelope's
 * `content`. The server route, the RTK Query endpoint and the MSW handler are all built from it.
 *
 * `request` describes the caller's own parameters; the field `v` (see {@link clientVariantSchema}) is added
 * by the signing client to every signed call and checked by the server separately. Both schemas decode the
 * wire into what code handles and encode it back (zod codecs, e.g. a day: 'yyyymmdd' on the wire,
 * 'yyyy-MM-dd' in code; see compactDateSchema), so no code on either side converts by hand.
 */
export interface Endpoint<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  /** Stable camelCase name: RTK Query endpoint name and MSW handler key. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Absolute path as sent, trailing slash included (e.g. '/api/user/city/list/'). */
  readonly path: string;
  /** Parameters: the query for GET (values arrive as strings and are coerced), the JSON body for POST. */
  readonly request: Request;
  /** Schema of `content` in a successful envelope. */
  readonly response: Response;
  /** False only for calls outside the signature scheme (health check); a declaration says so, else it is true. */
  readonly signed: boolean;
  /**
   * 'user' when the call needs a consumer session, 'business' a staff session (the business area's own
   * login): HTTP 401 without a valid one of that area. A shop call's (see `shopRole`) is 'business'.
   */
  readonly auth: 'none' | 'user' | 'business';
  /**
   * Business calls about one shop: the role the caller needs at the shop their parameter `storeId` names
   * ('staff': anyone working there, owners included; 'owner': owners only). The server checks it once,
   * after the session (HTTP 401) and the parameters ('invalid parameter: …'): a shop the caller does not
   * work at, or one taken off, is 'shopAccessDenied', a staff member on an owner's call 'ownerOnly'.
   * Absent on calls about no shop (business login, logout, info) and on every consumer call.
   */
  readonly shopRole?: StaffRole;
}

/**
 * An endpoint as its contract file declares it: the {@link Endpoint} less what needs no saying. `signed` is
 * left out (it is true) by every call but the unsigned ones, which say `signed: false`; a shop call (one
 * with a `shopRole`) leaves out `auth`, as its session can only be a business one.
 */
export type EndpointDeclaration = Omit<Endpoint, 'signed' | 'auth'> & { readonly signed?: false; readonly auth?: Endpoint['auth'] };

/**
 * What defineEndpoint also requires: a shop call names no `auth` and takes a numeric `storeId` parameter;
 * every other call names its `auth`.
 */
type DeclarationRule<D extends EndpointDeclaration> = D extends { shopRole: StaffRole }
  ? { auth?: never; request: z.ZodType<{ storeId: number }> }
  : { auth: Endpoint['auth'] };

/** The endpoint a declaration `D` defines: `signed` and `auth` filled in, the literal types kept. */
export type DeclaredEndpoint<D extends EndpointDeclaration> = Omit<D, 'signed' | 'auth'> & {
  readonly signed: D extends { signed: false } ? false : true;
  readonly auth: D extends { shopRole: StaffRole } ? 'business' : NonNullable<D['auth']>;
};

/**
 * The endpoint of a contract file's declaration (see {@link EndpointDeclaration}): signed unless it says
 * otherwise, a shop call with a business session. Keeps the literal types of the declaration (its schemas,
 * `auth` and `shopRole`, which the server's route types read), and checks its {@link DeclarationRule}.
 */
export function defineEndpoint<const D extends EndpointDeclaration>(declaration: D & DeclarationRule<D>): DeclaredEndpoint<D> {
  const endpoint: Endpoint = { ...declaration, signed: declaration.signed ?? true, auth: declaration.shopRole ? 'business' : declaration.auth };
  return endpoint as DeclaredEndpoint<D>;
}

/**
 * The parameters a caller passes (before coercion), e.g. `{ storeId: 12 }` or `{ storeId: '12' }`; fields
 * with a wire form of their own are given as code has them (a day 'yyyy-MM-dd', see compactDateSchema) and
 * the client encodes them.
 */
export type EndpointInput<E extends Endpoint> = z.input<E['request']>;
/** The parameters after parsing (decoding), as the server sees them. */
export type EndpointParams<E extends Endpoint> = z.output<E['request']>;
/** The `content` of a successful response as code has it (decoded; encodeWireContent gives its wire form). */
export type EndpointContent<E extends Endpoint> = z.output<E['response']>;

import type { Endpoint, StaffRole } from '@luggage/api/contract';

/** The signed-in caller of a call that needs a session. */
export interface SessionCaller {
  /** The session's user (a staff account's app_user id on business calls). */
  readonly userId: string;
  /** The session's token_hash (logout revokes it). */
  readonly sessionTokenHash: string;
}

/** The caller of a business call about a shop, once the route layer has checked their role there. */
export interface ShopCaller extends SessionCaller {
  /** The shop the call's storeId parameter names. */
  readonly storeId: number;
  /** The caller's role at that shop (always 'owner' on an owner's call). */
  readonly role: StaffRole;
}

/** Who calls `E` (an endpoint that needs a session; RouteCall gives auth 'none' no caller): the session, or on a shop call the session at the shop. */
export type RouteCaller<E extends Endpoint> = E extends { shopRole: StaffRole } ? ShopCaller : SessionCaller;

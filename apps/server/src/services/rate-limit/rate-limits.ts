/**
 * How many signed writes (POST calls) one signed-in user and one address may make per window (RATE_LIMIT_*
 * settings, see loadConfig), over all calls and for the booking calls on their own. Counted in Postgres,
 * so the limits hold across every server process on one database. A call over a limit is HTTP 429.
 */
export interface RateLimits {
  /** The length of a counting window, in seconds (fixed windows: counts start again at each one). */
  windowSeconds: number;
  /** Writes of one signed-in user (any POST under /api/), counted once the session is checked. */
  writesPerUser: number;
  /** Writes from one address (the client's, as TRUST_PROXY reads it), counted before the body is read. */
  writesPerAddress: number;
  /** POST /api/user/order/checkout_v2/ calls of one user. */
  checkoutsPerUser: number;
  /** POST /api/user/order/checkout_v2/ calls from one address. */
  checkoutsPerAddress: number;
  /** POST /api/user/order/add/ calls of one user. */
  addOrdersPerUser: number;
  /** POST /api/user/order/add/ calls from one address. */
  addOrdersPerAddress: number;
}

/**
 * The limits when no setting says otherwise: far above what a person in the apps does in a minute, far
 * below a script's thousands; an address's limits are ten times a user's, as many phones share one
 * address behind a carrier's NAT or a hotel's Wi-Fi.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowSeconds: 60,
  writesPerUser: 60,
  writesPerAddress: 600,
  checkoutsPerUser: 10,
  checkoutsPerAddress: 100,
  addOrdersPerUser: 5,
  addOrdersPerAddress: 50,
};

/** SQLSTATE classes and codes that mean the connection, not the statement, failed. */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-3])$/;

/** Messages of node-postgres for a socket that broke or a client that can no longer be used. */
const CONNECTION_MESSAGE = /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

/** Node's socket error codes when the database cannot be reached at all. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether `error` says the database connection was lost or could not be made (a Postgres restart, a
 * failover, an idle reaper, `pg_terminate_backend`) rather than that a statement was refused. Such a
 * request wrote nothing (Postgres rolls back an interrupted transaction) and may simply be tried again.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  return CONNECTION_MESSAGE.test(error.message);
}

import { businessLoginEndpoint, sendSmsCodeEndpoint, type BusinessLoginResponse, type Endpoint } from '@luggage/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, StaffRole } from '../../db/database-schema';
import { insertTestStaff } from '../../test/insert-test-staff';
import { createLoginClient, userHeaders } from '../../test/login-client';
import { expectContent } from '../../test/test-app';

/** A session as the apps send it (User-Token and User-Id), of either area. */
export type SessionHeaders = Pick<BusinessLoginResponse, 'userId' | 'userToken'>;

/**
 * Calls of the business tests against `app` at `clock()`, built on {@link createLoginClient}: any contract
 * endpoint with a session's headers (GET parameters as text), business codes sent from a new address each
 * time (so the per-address limit only bites where a test means it to), and the staff sign-in.
 */
export function createBusinessTestClient(app: FastifyInstance, clock: () => number) {
  const client = createLoginClient(app, clock);
  let addressCount = 0;
  /** Calls `endpoint` with `params`, as the session's user when one is given. */
  const call = (endpoint: Endpoint, params: Record<string, unknown>, session?: SessionHeaders, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => {
    const withSession = { ...(session ? userHeaders(session) : {}), ...headers };
    return endpoint.method === 'GET'
      ? client.get(endpoint.path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])), { headers: withSession })
      : client.post(endpoint.path, params, { headers: withSession });
  };
  /** Asks for a business code for the phone (country 86). */
  const sendBusinessCode = (phone: string): Promise<LightMyRequestResponse> => {
    addressCount += 1;
    return client.post(sendSmsCodeEndpoint.path, { country: '86', phone, area: 'business' }, { ip: `10.9.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}` });
  };
  /** Sends a business code, reads it from the outbox and signs in with it. */
  const logInStaff = async (phone: string): Promise<BusinessLoginResponse> => {
    expectContent(await sendBusinessCode(phone), sendSmsCodeEndpoint);
    return expectContent(await call(businessLoginEndpoint, { country: '86', phone, code: await client.outboxCode(phone) }), businessLoginEndpoint);
  };
  return { ...client, call, sendBusinessCode, logInStaff };
}

let staffCount = 0;

/**
 * {@link insertTestStaff} with a phone no other staff account of the test file has (1360000xxxx): a staff
 * account of `storeId` in `role` with a business session. Answers its phone, id and token.
 */
export async function insertStaffWithPhone(
  db: Kysely<DatabaseSchema>,
  storeId: number,
  role: StaffRole = 'staff',
): Promise<{ phone: string; userId: string; userToken: string }> {
  staffCount += 1;
  const phone = `1360000${String(staffCount).padStart(4, '0')}`;
  return { phone, ...(await insertTestStaff(db, { storeId, phone, role })) };
}

/**
 * Every row of every table but request_signature (the replay guard's record of each signed POST) and
 * rate_limit_window (the rate limits' counters, which every write moves), each as
 * JSON text in a stable order: equal snapshots before and after a call prove that it changed nothing.
 */
export async function databaseSnapshot(db: Kysely<DatabaseSchema>): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('request_signature', 'rate_limit_window', 'kysely_migration', 'kysely_migration_lock')
    ORDER BY table_name`.execute(db);
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t ORDER BY t::text`.execute(db);
    snapshot[name] = rows.map((entry) => entry.row);
  }
  return snapshot;
}

import type { LoginResponse } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ServerDeps } from '../create-server';
import { insertTestStaff } from './insert-test-staff';
import { createLoginClient } from './login-client';
import { TEST_NOW } from './signed-request';
import { createTestApp } from './test-app';

/** A staff account as {@link insertTestStaff} writes it. */
type TestStaffAccount = Parameters<typeof insertTestStaff>[1];

/** A client that can log a traveller in by phone, as {@link createLoginClient}'s can. */
type TravellerClient = { logIn: (phone: string) => Promise<LoginResponse> };

export type TravellersTestAppOptions<Client extends TravellerClient, StaffName extends string> = {
  /** Server dependencies besides the database and the clock, which is the set-up's `now`. */
  deps?: Partial<Omit<ServerDeps, 'db' | 'clock'>>;
  /** Builds the client the tests call with, signing at `clock()`; {@link createLoginClient} unless told. */
  client?: (app: FastifyInstance, clock: () => number) => Client;
  /** Staff accounts by name, each of a shop in a role ('staff' unless told), written with {@link insertTestStaff}. */
  staff?: Record<StaffName, TestStaffAccount>;
};

/**
 * Registers a test file's hooks for calls by logged-in travellers. Before all: a test app
 * ({@link createTestApp}) whose clock reads `now`, a client signing at `now`, one session per entry of
 * `phones` (name → mainland phone), logged in in that order, and the staff accounts of `options.staff`
 * with their business sessions. Before each: `now` back at TEST_NOW. After all:
 * the app closed. Tests read the returned fields (`testApp` and `client` once the hooks have run) and may
 * set `now` to move the server's and the client's clock together.
 */
export function useTravellersTestApp<
  Name extends string,
  Client extends TravellerClient = ReturnType<typeof createLoginClient>,
  StaffName extends string = never,
>(phones: Record<Name, string>, options: TravellersTestAppOptions<Client, StaffName> = {}) {
  let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let client: Client | undefined;
  const sessions = {} as Record<Name, LoginResponse>;
  const staff = {} as Record<StaffName, Pick<LoginResponse, 'userId' | 'userToken'>>;
  const setUp = {
    /** The instant (ms) the server and the client read as now; TEST_NOW at the start of each test. */
    now: TEST_NOW,
    /** Reads `now`: hand it to whatever else must share the clock. */
    clock: (): number => setUp.now,
    /** Each traveller's session by the name given in `phones`. */
    sessions,
    /** Each staff account's business session by the name given in `options.staff`. */
    staff,
    get testApp() {
      if (!testApp) throw new Error('useTravellersTestApp: testApp is ready only once beforeAll has run');
      return testApp;
    },
    get client() {
      if (!client) throw new Error('useTravellersTestApp: client is ready only once beforeAll has run');
      return client;
    },
  };
  beforeAll(async () => {
    testApp = await createTestApp({ ...options.deps, clock: setUp.clock });
    // The default is createLoginClient: then Client is its return type (the type parameter's default).
    const makeClient = options.client ?? (createLoginClient as unknown as (app: FastifyInstance, clock: () => number) => Client);
    const ready = makeClient(testApp.app, setUp.clock);
    client = ready;
    for (const [name, phone] of Object.entries<string>(phones)) sessions[name as Name] = await ready.logIn(phone);
    for (const [name, account] of Object.entries<TestStaffAccount>(options.staff ?? {})) {
      staff[name as StaffName] = await insertTestStaff(testApp.database.db, account);
    }
  });
  afterAll(() => testApp?.close());
  beforeEach(() => {
    setUp.now = TEST_NOW;
  });
  return setUp;
}

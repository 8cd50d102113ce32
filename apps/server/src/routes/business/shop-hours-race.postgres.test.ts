import { updateShopHoursEndpoint, type LoginResponse, type OpeningHours } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTimeText } from '../../services/business/shop/business-time-text';
import { insertTestStaff } from '../../test/insert-test-staff';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { createTestApp, expectContent } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
const owners: Pick<LoginResponse, 'userId' | 'userToken'>[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  for (const phone of ['13800000071', '13800000072']) owners.push(await insertTestStaff(testApp.database.db, { storeId: 3, phone, role: 'owner' }));
});
afterAll(() => testApp.close());

const SAVES = 10;
/** Save `index`'s rules: 1–3 of them (so a mix of two saves shows), each opening at a minute only it uses. */
const hoursOf = (index: number): OpeningHours[] =>
  Array.from({ length: (index % 3) + 1 }, (_, rule) => ({ weekdays: [rule + 1], open: `0${rule}:${String(index).padStart(2, '0')}`, close: '20:00' }));

describe('opening hours saved at once (real Postgres)', () => {
  it('two owners saving hours 10 times at once: every save succeeds and the shop keeps exactly one of the sent sets', async () => {
    const sent = Array.from({ length: SAVES }, (_, index) => hoursOf(index));
    const answers = await Promise.all(
      sent.map((hours, index) =>
        testApp.app.inject(signedPost(updateShopHoursEndpoint.path, { storeId: 3, hours }, { headers: userHeaders(owners[index % owners.length] as (typeof owners)[number]) })),
      ),
    );
    for (const answer of answers) expectContent(answer, updateShopHoursEndpoint);

    const db = testApp.database.db;
    const rows = await db.selectFrom('store_hours').select(['weekdays', 'open', 'close']).where('store_id', '=', 3).orderBy('position').execute();
    const kept = rows.map((row) => ({ weekdays: row.weekdays, open: row.open, close: row.close }));
    expect(sent).toContainEqual(kept);
    // The travellers' text was written by the same save as the rules.
    const store = await db.selectFrom('store').select('business_time').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(store.business_time).toBe(businessTimeText(kept));
  });
});

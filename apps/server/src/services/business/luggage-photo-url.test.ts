import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate-to-latest';
import type { OpenDatabase } from '../../db/open-database';
import { TEST_NOW } from '../../test/signed-request';
import { createTestDatabase } from '../../test/test-database';
import { luggagePhotoUrls } from './luggage-photo-url';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.close());

describe('luggagePhotoUrls', () => {
  it('reads the secret again after a failed read instead of failing for good', async () => {
    const urls = luggagePhotoUrls(database.db);
    // No server_secret table yet: the first read fails.
    await expect(urls.urlFor('a.jpg', TEST_NOW)).rejects.toThrow();

    await migrateToLatest(database.db);
    const url = new URL(await urls.urlFor('a.jpg', TEST_NOW), 'http://test');
    const expires = url.searchParams.get('expires') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    expect(await urls.isValid('a.jpg', expires, sig, TEST_NOW)).toBe(true);
    expect(await urls.isValid('b.jpg', expires, sig, TEST_NOW)).toBe(false);
  });
});

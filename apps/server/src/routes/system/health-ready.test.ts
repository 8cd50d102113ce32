import { healthEndpoint, readyEndpoint } from '@luggage/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from '../../db/migrations/migration-provider';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

const migrationCount = Object.keys(await migrationProvider.getMigrations()).length;

describe('GET /api/health (liveness) and GET /api/ready (readiness)', () => {
  it('both answer on a reachable, migrated database; readiness counts the migrations', async () => {
    const { app, database, close } = await createTestApp();
    try {
      // The embedded database, or a real Postgres in the postgres test project.
      expect(expectContent(await app.inject({ method: 'GET', url: healthEndpoint.path }), healthEndpoint)).toEqual({ ok: true, database: database.kind });
      expect(expectContent(await app.inject({ method: 'GET', url: readyEndpoint.path }), readyEndpoint)).toEqual({ ok: true, database: database.kind, migrations: migrationCount });
    } finally {
      await close();
    }
  });

  it('with the database closed, liveness still answers and readiness is HTTP 503 databaseUnavailable', async () => {
    const { app, database } = await createTestApp();
    try {
      await database.close();
      expect(expectContent(await app.inject({ method: 'GET', url: healthEndpoint.path }), healthEndpoint)).toEqual({ ok: true, database: database.kind });
      const ready = await app.inject({ method: 'GET', url: readyEndpoint.path });
      expectFailure(ready, 503, 'the service is briefly unavailable, please try again');
      expect(ready.json()).toMatchObject({ errorCode: 'databaseUnavailable' });
    } finally {
      await app.close();
    }
  });

  it('readiness is HTTP 503 migrationsPending when a migration the server holds has not run, in the request’s language', async () => {
    const { app, database, close } = await createTestApp();
    try {
      await sql`DELETE FROM kysely_migration WHERE name = '0026-shop-score-from-reviews'`.execute(database.db);
      const ready = await app.inject({ method: 'GET', url: readyEndpoint.path });
      expectFailure(ready, 503, 'the database is not up to date: migrations pending: 1');
      expect(ready.json()).toMatchObject({ errorCode: 'migrationsPending' });
      const zh = await app.inject({ method: 'GET', url: readyEndpoint.path, headers: { 'accept-language': 'zh-CN' } });
      expectFailure(zh, 503, '数据库尚未更新：1 个迁移待执行');
      expect(expectContent(await app.inject({ method: 'GET', url: healthEndpoint.path }), healthEndpoint).ok).toBe(true);
    } finally {
      await close();
    }
  });
});

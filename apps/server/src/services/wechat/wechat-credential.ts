import type { Kysely } from 'kysely';
import type { DatabaseSchema, WechatCredentialTable } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import type { IssuedCredential } from './wechat-platform';

/** A credential is renewed this long before WeChat says it expires (clocks differ; requests take time). */
const RENEW_MARGIN_MS = 5 * 60_000;
/** How long one request may renew before another may take over (WeChat calls time out after 10 s). */
const LEASE_MS = 15_000;
/** How often a request that waits for another's renewal looks again. */
const WAIT_STEP_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which credential of which account. */
export interface CredentialKey {
  appId: string;
  kind: WechatCredentialTable['kind'];
}

/**
 * The current value of a WeChat credential (access token or jsapi ticket), renewed by `renew` when it is
 * missing or about to expire. Every server process shares the cache in the database; a renewal is leased
 * (a time-limited claim on the row, taken with one conditional UPDATE), so one request renews while the
 * others wait for its value, and no database connection is held while WeChat is called. A failed renewal
 * frees the lease and fails this request; a lease whose holder died lapses after {@link LEASE_MS}.
 */
export async function currentWechatCredential(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  key: CredentialKey,
  renew: () => Promise<IssuedCredential>,
): Promise<string> {
  const { db } = deps;
  const row = db.selectFrom('wechat_credential').where('app_id', '=', key.appId).where('kind', '=', key.kind).select(['value', 'expires_at']);
  const giveUpAt = Date.now() + 2 * LEASE_MS;
  while (Date.now() < giveUpAt) {
    const now = deps.clock();
    const cached = await row.executeTakeFirst();
    if (cached && cached.expires_at.getTime() - RENEW_MARGIN_MS > now) return cached.value;
    if (!cached) {
      // The first request for this credential: an expired row for the lease below to claim.
      await db
        .insertInto('wechat_credential')
        .values({ app_id: key.appId, kind: key.kind, value: '', expires_at: new Date(0) })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    const leased = await db
      .updateTable('wechat_credential')
      .set({ renewing_until: new Date(now + LEASE_MS) })
      .where('app_id', '=', key.appId)
      .where('kind', '=', key.kind)
      .where('expires_at', '<=', new Date(now + RENEW_MARGIN_MS))
      .where((where) => where.or([where('renewing_until', 'is', null), where('renewing_until', '<', new Date(now))]))
      .returning('app_id')
      .executeTakeFirst();
    if (!leased) {
      await sleep(WAIT_STEP_MS);
      continue;
    }
    try {
      const issued = await renew();
      await db
        .updateTable('wechat_credential')
        .set({ value: issued.value, expires_at: new Date(deps.clock() + issued.expiresInSeconds * 1000), renewing_until: null })
        .where('app_id', '=', key.appId)
        .where('kind', '=', key.kind)
        .execute();
      return issued.value;
    } catch (error) {
      await db.updateTable('wechat_credential').set({ renewing_until: null }).where('app_id', '=', key.appId).where('kind', '=', key.kind).execute();
      throw error;
    }
  }
  throw ApiFailure.unavailable('wechatUnavailable', `WeChat ${key.kind}: another request is still renewing it`);
}

/** Marks a cached credential expired, so the next request renews it (WeChat refused it before its time). */
export async function expireWechatCredential(db: Kysely<DatabaseSchema>, key: CredentialKey): Promise<void> {
  await db.updateTable('wechat_credential').set({ expires_at: new Date(0) }).where('app_id', '=', key.appId).where('kind', '=', key.kind).execute();
}

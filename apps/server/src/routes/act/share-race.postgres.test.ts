import { claimShareCouponEndpoint, sandboxPayEndpoint, shareActivityEndpoint, successEnvelopeSchema } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { expectContent } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

// Only in the postgres test project (see vitest.config.ts): the races need many connections at once.
const { server } = useSandboxTestApp('sandbox-secret-for-the-share-races', {});
const db = () => server.testApp.database.db;

/** A share activity (friend ¥5 off, reward ¥8 off, 100 per sharer), a sharer with their code, and `friends` new travellers. */
const shareWith = async (friends: number) => {
  await insertTestCouponTemplate(db(), { channel: 'share-friend', newCustomersOnly: true });
  await insertTestCouponTemplate(db(), { channel: 'share-reward', perPersonLimit: 100 });
  const [sharer, ...others] = await insertTestSessions(db(), 1 + friends);
  if (!sharer) throw new Error('no sharer');
  const mine = expectContent(await server.client.get(shareActivityEndpoint.path, {}, sharer), shareActivityEndpoint).mine;
  if (!mine) throw new Error('no share code');
  return { sharer, code: mine.shareCode, friends: others };
};
const claimSucceeded = (body: unknown) => successEnvelopeSchema(claimShareCouponEndpoint.response).safeParse(body).success;

describe('sharing under concurrency (real Postgres)', () => {
  it.each([1, 2, 3])('run %i: one friend claims from a link 10 times at once; one claim, one coupon', async () => {
    const { code, friends } = await shareWith(1);
    const [friend] = friends;
    if (!friend) throw new Error('no friend');

    const answers = await Promise.all(Array.from({ length: 10 }, () => server.client.post(claimShareCouponEndpoint.path, { from: code }, friend)));

    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const bodies = answers.map((answer) => answer.json<{ errorMsg?: string }>());
    expect(bodies.filter(claimSucceeded)).toHaveLength(1);
    expect(bodies.filter((body) => !claimSucceeded(body)).map((body) => body.errorMsg)).toEqual(Array.from({ length: 9 }, () => 'you have already claimed a coupon from a friend’s share'));
    expect(await db().selectFrom('share_claim').select('id').where('friend_user_id', '=', friend.userId).execute()).toHaveLength(1);
    expect(await db().selectFrom('user_coupon').select('id').where('user_id', '=', friend.userId).execute()).toHaveLength(1);
  });

  it.each([1, 2, 3])('run %i: two first orders of a friend are paid at once; the sharer is rewarded once', async () => {
    const { sharer, code, friends } = await shareWith(1);
    const [friend] = friends;
    if (!friend) throw new Error('no friend');
    expectContent(await server.client.post(claimShareCouponEndpoint.path, { from: code }, friend), claimShareCouponEndpoint);
    const orders = [await server.client.book(friend, 1, '20250305'), await server.client.book(friend, 1, '20250306')];
    const trades = await Promise.all(orders.map((order) => server.client.startPaying(friend, order.orderId)));

    const paid = await Promise.all(trades.map((outTradeNo) => server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, friend)));

    expect(paid.map((answer) => expectContent(answer, sandboxPayEndpoint).outcome)).toEqual(['succeeded', 'succeeded']);
    const claim = await db().selectFrom('share_claim').select(['rewarded_order_id', 'reward_coupon_id']).where('friend_user_id', '=', friend.userId).executeTakeFirstOrThrow();
    expect(orders.map((order) => order.orderId)).toContain(claim.rewarded_order_id);
    const rewards = await db().selectFrom('user_coupon').select('id').where('user_id', '=', sharer.userId).execute();
    expect(rewards).toEqual([{ id: claim.reward_coupon_id }]);
  });

  it('20 friends claim from one link and pay their first orders at once: 20 claims, 20 rewards', async () => {
    const { sharer, code, friends } = await shareWith(20);
    await Promise.all(friends.map(async (friend) => expectContent(await server.client.post(claimShareCouponEndpoint.path, { from: code }, friend), claimShareCouponEndpoint)));
    // Each on a day of its own: a shop takes only so many bags a day.
    const orders = await Promise.all(
      friends.map(async (friend, index) => ({ friend, outTradeNo: await server.client.startPaying(friend, (await server.client.book(friend, 1, `202503${String(8 + index).padStart(2, '0')}`)).orderId) })),
    );

    await Promise.all(orders.map(async ({ friend, outTradeNo }) => expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, friend), sandboxPayEndpoint)));

    const mine = expectContent(await server.client.get(shareActivityEndpoint.path, {}, sharer), shareActivityEndpoint).mine;
    expect(mine).toMatchObject({ friendsClaimed: 20, rewardsEarned: 20 });
    expect(await db().selectFrom('user_coupon').select('claim_number').where('user_id', '=', sharer.userId).orderBy('claim_number').execute()).toHaveLength(20);
  });

  it('a traveller opens their share 10 times at once for the first time: one code, the same in every answer', async () => {
    await shareWith(0);
    const [traveller] = await insertTestSessions(db(), 1);
    if (!traveller) throw new Error('no traveller');

    const answers = await Promise.all(Array.from({ length: 10 }, () => server.client.get(shareActivityEndpoint.path, {}, traveller)));

    const codes = new Set(answers.map((answer) => expectContent(answer, shareActivityEndpoint).mine?.shareCode));
    const stored = await db().selectFrom('app_user').select('share_code').where('id', '=', traveller.userId).executeTakeFirstOrThrow();
    expect([...codes]).toEqual([stored.share_code]);
  });
});

import {
  businessReviewListEndpoint,
  replyReviewEndpoint,
  reviewOrderEndpoint,
  storeCommentsEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, insertTestUser } from '../../test/insert-test-order';
import { orderTablesSnapshot } from '../../test/order-tables-snapshot';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';

/** 12:00 on 10 March 2025 in Shanghai: every review below is written before it. */
const NOW = Date.parse('2025-03-10T04:00:00Z');
const server = useTravellersTestApp(
  { alice: '13800138000' },
  {
    client: (app: FastifyInstance, clock) => createPayTestClient(app, clock),
    staff: { shop3: { storeId: 3, phone: '13800000301' }, owner3: { storeId: 3, phone: '13800000302', role: 'owner' }, shop1: { storeId: 1, phone: '13800000303' } },
  },
);
const { sessions, staff } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;

/** Shop 3's reviewed orders, newest review first: alice's (through review/), then 11 by other travellers. */
const reviewed: string[] = [];
/** A review at shop 1, which no shop 3 list shows. */
let otherShopReview = '';

/** A handed-back order at `storeId` reviewed `score` stars at `createdAt` (ISO), written straight into the tables. */
const insertReviewedOrder = async (storeId: number, score: number, createdAt: string) => {
  const { id: user_id } = await insertTestUser(db());
  const orderId = await insertTestOrder(db(), { storeId, goodsId: 2, from: '2025-03-01', units: 1, storeStatus: 30, userId: user_id });
  await db()
    .insertInto('order_review')
    .values({ order_id: orderId, user_id, score, content: `review ${orderId}`, source: 'other', created_at: new Date(createdAt) })
    .execute();
  return orderId;
};

beforeAll(async () => {
  server.now = NOW;
  for (let day = 1; day <= 11; day += 1) reviewed.unshift(await insertReviewedOrder(3, (day % 5) + 1, new Date(Date.parse('2025-03-01T00:00:00Z') + day * 12 * 3_600_000).toISOString()));
  otherShopReview = await insertReviewedOrder(1, 5, '2025-03-09T00:00:00Z');
  // Alice stores a bag at shop 3 and reviews it through the API: the newest review.
  const aliceOrder = await insertTestOrder(db(), { storeId: 3, goodsId: 2, from: '2025-03-09', units: 1, storeStatus: 30, userId: sessions.alice.userId });
  const body = { orderId: aliceOrder, score: 4, content: ' clean and friendly ', source: 'friends' };
  expectContent(await server.client.post(reviewOrderEndpoint.path, body, sessions.alice), reviewOrderEndpoint);
  reviewed.unshift(aliceOrder);
});

const comments = async (params: Record<string, string>, session?: Session) => {
  server.now = NOW;
  return server.client.get(storeCommentsEndpoint.path, params, session);
};
const reply = (body: Record<string, unknown>, session: Session = staff.shop3) => {
  server.now = NOW;
  return server.client.post(replyReviewEndpoint.path, { storeId: 3, ...body }, session);
};
const replyRows = () => db().selectFrom('order_review_reply').select(['order_id', 'user_id', 'content']).orderBy('order_id').execute();
/** Asserts that `send` is refused with `message` and writes nothing: no reply, no order table changed. */
const expectRefusal = async (send: () => ReturnType<typeof reply>, message: string) => {
  const before = await orderTablesSnapshot(db());
  expectFailure(await send(), 200, message);
  expect(await orderTablesSnapshot(db())).toEqual(before);
};

describe('a shop’s reviews (store/comments)', () => {
  it('scores the shop with the average of all its reviews once one is written', async () => {
    // Shop 3's eleven earlier reviews give 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2 stars (32) and alice 4: 36 ÷ 12.
    const { score } = await db().selectFrom('store').select('score').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(score).toBe(3);
    expect(expectContent(await comments({ storeId: '3' }), storeCommentsEndpoint).score).toBe(3);
  });

  it('lists them newest first, 10 a page, with the shop’s score and count, to guests', async () => {
    const first = expectContent(await comments({ storeId: '3' }), storeCommentsEndpoint);
    const second = expectContent(await comments({ storeId: '3', page: '2' }), storeCommentsEndpoint);

    expect(first.reviews.map((review) => review.id)).toEqual(reviewed.slice(0, 10));
    expect(second.reviews.map((review) => review.id)).toEqual(reviewed.slice(10));
    expect([first.page, second.page]).toEqual([1, 2]);
    expect(first.count).toBe(12);
    expect(second.count).toBe(12);
    expect(first.score).toBeGreaterThanOrEqual(0);
    const { score } = await db().selectFrom('store').select('score').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(first.score).toBe(Math.round(score * 10) / 10);
    expect(first.reviews[0]).toEqual({
      id: reviewed[0],
      score: 4,
      content: 'clean and friendly',
      reviewer: '138****8000',
      createdAt: new Date(NOW).toISOString(),
      reply: null,
    });
  });

  it('never shows a reviewer’s phone, only its middle hidden', async () => {
    const { reviews } = expectContent(await comments({ storeId: '3', pageSize: '10' }), storeCommentsEndpoint);
    const phones = await db().selectFrom('app_user').select('phone').execute();
    for (const review of reviews) {
      expect(review.reviewer).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(JSON.stringify(review)).not.toContain(phones.find((row) => row.phone.endsWith(review.reviewer.slice(-4)))?.phone ?? 'none');
    }
  });

  it('reads the same with a traveller’s session', async () => {
    expect(expectContent(await comments({ storeId: '3' }, sessions.alice), storeCommentsEndpoint)).toEqual(
      expectContent(await comments({ storeId: '3' }), storeCommentsEndpoint),
    );
  });

  it('answers an empty page past the last one and a shop without reviews', async () => {
    expect(expectContent(await comments({ storeId: '3', page: '3' }), storeCommentsEndpoint)).toMatchObject({ reviews: [], page: 3, count: 12 });
    expect(expectContent(await comments({ storeId: '2' }), storeCommentsEndpoint)).toMatchObject({ reviews: [], page: 1, count: 0 });
    expect(expectContent(await comments({ storeId: '1' }), storeCommentsEndpoint).reviews.map((review) => review.id)).toEqual([otherShopReview]);
  });

  it.each([
    [{ storeId: '999' }, 'the merchant does not exist or has been taken off the shelves'],
    [{}, 'invalid parameter: storeId'],
    [{ storeId: '3', page: '0' }, 'invalid parameter: page'],
    [{ storeId: '3', pageSize: '11' }, 'invalid parameter: pageSize'],
  ])('refuses %j', async (params, message) => {
    expectFailure(await comments(params), 200, message);
  });
});

describe('the shop’s reply', () => {
  it('is written once by staff of the shop, trimmed, and shows under the review for everyone', async () => {
    const reviewId = reviewed[1] ?? '';
    const answer = expectContent(await reply({ reviewId, content: '  Thank you, see you again!  ' }), replyReviewEndpoint);

    expect(answer).toMatchObject({ id: reviewId, reply: { content: 'Thank you, see you again!', createdAt: new Date(NOW).toISOString() } });
    expect(await replyRows()).toEqual([{ order_id: reviewId, user_id: staff.shop3.userId, content: 'Thank you, see you again!' }]);
    const listed = expectContent(await comments({ storeId: '3' }), storeCommentsEndpoint).reviews[1];
    expect(listed).toEqual(answer);
    const forStaff = expectContent(await server.client.get(businessReviewListEndpoint.path, { storeId: '3' }, staff.owner3), businessReviewListEndpoint);
    expect(forStaff).toEqual(expectContent(await comments({ storeId: '3' }), storeCommentsEndpoint));

    await expectRefusal(() => reply({ reviewId, content: 'Another reply' }, staff.owner3), 'this review already has the shop’s reply');
  });

  it('is refused for a review of another shop and an unknown one, alike', async () => {
    await expectRefusal(() => reply({ reviewId: otherShopReview, content: 'Thanks' }), 'review not found');
    await expectRefusal(() => reply({ reviewId: '999999999', content: 'Thanks' }), 'review not found');
    // Staff of shop 1 cannot reply as shop 3, nor about it.
    await expectRefusal(() => reply({ reviewId: reviewed[2], content: 'Thanks' }, staff.shop1), 'you do not work at this shop');
    await expectRefusal(() => reply({ storeId: 1, reviewId: reviewed[2], content: 'Thanks' }, staff.shop1), 'review not found');
  });

  it.each([
    ['blank', ' \n ', 'please write a reply'],
    ['empty', '', 'please write a reply'],
    ['over 500 characters', 'x'.repeat(501), 'a reply can be at most 500 characters'],
    ['not text', 12, 'invalid parameter: content'],
    ['missing', undefined, 'invalid parameter: content'],
  ])('is refused when %s', async (_name, content, message) => {
    await expectRefusal(() => reply({ reviewId: reviewed[3], content }), message);
  });

  it('is refused in Chinese for a Chinese reader', async () => {
    const body = { storeId: 3, reviewId: reviewed[3], content: 'x'.repeat(501) };
    const headers = { ...userHeaders(staff.shop3), 'Accept-Language': 'zh-CN' };
    server.now = NOW;
    await expectRefusal(() => server.testApp.app.inject(signedPost(replyReviewEndpoint.path, body, { timestamp: NOW, headers })), '回复最多500个字');
  });

  it('takes exactly 500 characters', async () => {
    expect(expectContent(await reply({ reviewId: reviewed[4], content: `${'好'.repeat(500)} ` }), replyReviewEndpoint).reply?.content).toBe('好'.repeat(500));
  });

  it('needs a business session: a traveller’s or none is HTTP 401', async () => {
    expectFailure(await reply({ reviewId: reviewed[5], content: 'Thanks' }, sessions.alice), 401, 'token has expired, please log in again');
    expect(await db().selectFrom('order_review_reply').select('order_id').where('order_id', '=', reviewed[5] ?? '').execute()).toEqual([]);
  });

  it('takes one of several replies sent at once, and refuses the others', async () => {
    const reviewId = reviewed[8] ?? '';
    const answers = await Promise.all(['One', 'Two', 'Three', 'Four'].map((content) => reply({ reviewId, content }, content === 'One' ? staff.shop3 : staff.owner3)));
    const taken = answers.filter((answer) => answer.json<{ status: number }>().status === 1);
    expect(taken).toHaveLength(1);
    for (const answer of answers.filter((candidate) => !taken.includes(candidate))) expectFailure(answer, 200, 'this review already has the shop’s reply');
    expect((await replyRows()).filter((row) => row.order_id === reviewId)).toHaveLength(1);
  });

  it('keeps one reply per review in the database itself', async () => {
    const reviewId = reviewed[6] ?? '';
    const row = { order_id: reviewId, user_id: staff.shop3.userId, content: 'First', created_at: new Date(NOW) };
    await db().insertInto('order_review_reply').values(row).execute();
    await expect(db().insertInto('order_review_reply').values({ ...row, content: 'Second' }).execute()).rejects.toThrow();
    await expect(db().insertInto('order_review_reply').values({ ...row, order_id: reviewed[7] ?? '', content: '' }).execute()).rejects.toThrow();
  });
});

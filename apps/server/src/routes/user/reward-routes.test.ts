import { loginEndpoint, orderStoreEndpoint, returnRecordEndpoint, rewardListEndpoint, sendSmsCodeEndpoint, type LoginResponse } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../services/auth/create-session';
import { randomHexId } from '../../services/payment/random-hex-id';
import { startRefund } from '../../services/payment/refund-payment';
import { attributePromotion } from '../../services/rewards/attribute-promotion';
import { releaseDueRewards } from '../../services/rewards/release-due-rewards';
import { recordWechatFollow } from '../../services/wechat/record-wechat-follow';
import { LOCAL_WECHAT_APP_ID } from '../../services/wechat/local-wechat-platform';
import { bindTestOpenid } from '../../test/bind-test-openid';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai. Promoters hold codes written straight into their accounts.
const server = useTravellersTestApp(
  { alice: '13700138301', bob: '13700138302' },
  { staff: { shop1: { storeId: 1, phone: '13700138399' } } },
);
const db = () => server.testApp.database.db;
const DAY = 86_400_000;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;

let phoneCount = 10;
/** A phone of this file's range no account has yet. */
const newPhone = () => `137001383${String((phoneCount += 1)).padStart(2, '0')}`;

/** Gives `name`'s account the promotion code `code`. */
const giveCode = (session: Session, code: string) => db().updateTable('app_user').set({ promotion_code: code }).where('id', '=', session.userId).execute();

/** Logs `phone` in (at the set-up's clock) sending `promo`; answers the raw response. */
const logInWithPromo = async (phone: string, promo: unknown) => {
  expectContent(await server.client.post(sendSmsCodeEndpoint.path, { country: '86', phone }, { ip: `10.83.0.${phoneCount}` }), sendSmsCodeEndpoint);
  return server.client.post(loginEndpoint.path, { country: '86', phone, code: await server.client.outboxCode(phone), promo });
};

/** A WeChat openid (28 characters) named after `name`. */
const openidOf = (name: string) => `o-follow-${name}`.padEnd(28, '0');

const attributionOf = (userId: string) => db().selectFrom('promotion_attribution').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** A new traveller brought by `promoter`'s code through the app link. */
const broughtBy = async (promoter: Session, code: string): Promise<LoginResponse> => {
  await giveCode(promoter, code);
  return expectContent(await logInWithPromo(newPhone(), code), loginEndpoint);
};

/** `traveller`'s booking at shop 1 from today to `to` (bags, 1 item, 800 fen a day after discount), paid `amount` fen and stored. */
const storedOrder = async (traveller: Session, amount = 800, to = '2025-03-03') => {
  const orderId = await insertTestOrder(db(), {
    storeId: 1,
    goodsId: 2,
    from: '2025-03-01',
    to,
    units: 1,
    goodsLine: true,
    userId: traveller.userId,
    payAmount: amount,
    storeStatus: ORDER_STORE_STATUS.stored,
    voucherCode: randomHexId().slice(0, 8).toUpperCase(),
  });
  const payment = await db()
    .insertInto('payment')
    .values({ order_id: orderId, provider: 'sandbox', out_trade_no: randomHexId(), amount, status: 'succeeded', created_at: new Date(server.now), paid_at: new Date(server.now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orderId, paymentId: payment.id };
};

/** The counter hands `orderId`'s luggage back at the set-up's clock (nothing extra to pay), in a staff session started then. */
const pickUp = async (orderId: string) => {
  const staff = { userId: server.staff.shop1.userId, userToken: await createSession(db(), { userId: server.staff.shop1.userId, area: 'business', now: server.now }) };
  return expectContent(await server.client.post(orderStoreEndpoint.path, { storeId: 1, orderId, status: 30, extraAmount: 0 }, { headers: userHeaders(staff) }), orderStoreEndpoint);
};

/** A new promoter holding `code` whose friend's order, paid `amount` fen, was just picked up. */
const rewardedPromoter = async (code: string, amount: number) => {
  const promoter = await server.client.logIn(newPhone());
  const order = await storedOrder(await broughtBy(promoter, code), amount);
  await pickUp(order.orderId);
  return { promoter, order };
};

const rewardOf = (orderId: string) => db().selectFrom('reward').selectAll().where('order_id', '=', orderId).executeTakeFirst();
const rewardList = async (session: Session, pageNo?: number) =>
  expectContent(await server.client.get(rewardListEndpoint.path, pageNo === undefined ? {} : { pageNo: String(pageNo) }, { headers: userHeaders(session) }), rewardListEndpoint);
const returnRecord = (session: Session, params: Record<string, string>) => server.client.get(returnRecordEndpoint.path, params, { headers: userHeaders(session) });
const refund = (order: { orderId: string; paymentId: string }, amount: number) =>
  db().transaction().execute((trx) => startRefund(trx, { orderId: order.orderId, paymentId: order.paymentId, amount, reason: 'application', now: server.now }));
const ledgerOf = async (userId: string) => ({
  balance: (await db().selectFrom('wallet').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0,
  entries: await db().selectFrom('wallet_entry').select(['kind', 'amount', 'reward_id']).where('user_id', '=', userId).orderBy('id').execute(),
});

describe('attribution', () => {
  it('attributes a new account that logs in with a promotion code to the code’s holder, from the login on', async () => {
    await giveCode(server.sessions.alice, 'AL1CE1');
    server.now = TEST_NOW + 3_600_000;
    const friend = expectContent(await logInWithPromo(newPhone(), 'AL1CE1'), loginEndpoint);
    expect(await attributionOf(friend.userId)).toEqual({
      user_id: friend.userId,
      promoter_user_id: server.sessions.alice.userId,
      promotion_code: 'AL1CE1',
      source: 'link',
      attributed_at: new Date(TEST_NOW + 3_600_000),
    });
  });

  it('never attributes an account that exists already, and keeps the first attribution', async () => {
    await giveCode(server.sessions.alice, 'AL1CE2');
    await giveCode(server.sessions.bob, 'B0B002');
    // bob's account exists (logged in before): his next login with alice's code changes nothing.
    server.now = TEST_NOW + 5 * 60_000;
    expectContent(await logInWithPromo('13700138302', 'AL1CE2'), loginEndpoint);
    expect(await attributionOf(server.sessions.bob.userId)).toBeUndefined();
    // A friend brought by alice logs in again through bob's link: still alice's.
    const phone = newPhone();
    const friend = expectContent(await logInWithPromo(phone, 'AL1CE2'), loginEndpoint);
    server.now += 5 * 60_000;
    expectContent(await logInWithPromo(phone, 'B0B002'), loginEndpoint);
    expect(await attributionOf(friend.userId)).toMatchObject({ promoter_user_id: server.sessions.alice.userId, promotion_code: 'AL1CE2' });
    expect(await attributePromotion(db(), { userId: friend.userId, code: 'B0B002', source: 'wechat', now: server.now })).toBe(false);
    expect(await attributionOf(friend.userId)).toMatchObject({ promoter_user_id: server.sessions.alice.userId, source: 'link' });
  });

  it('never attributes anyone to themselves, nor to a code nobody holds', async () => {
    await giveCode(server.sessions.alice, 'AL1CE3');
    expect(await attributePromotion(db(), { userId: server.sessions.alice.userId, code: 'AL1CE3', source: 'link', now: server.now })).toBe(false);
    const stranger = expectContent(await logInWithPromo(newPhone(), 'N0B0DY'), loginEndpoint);
    expect(await attributionOf(stranger.userId)).toBeUndefined();
    expect(await attributionOf(server.sessions.alice.userId)).toBeUndefined();
  });

  it('refuses a malformed code, logging nobody in', async () => {
    const phone = newPhone();
    expectFailure(await logInWithPromo(phone, 'abc'), 200, 'invalid parameter: promo');
    expect(await db().selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
  });

  it('attributes a new account whose WeChat user followed the account through a promotion QR when it binds that openid', async () => {
    await giveCode(server.sessions.alice, 'AL1CE4');
    await giveCode(server.sessions.bob, 'B0B004');
    const follow = { appId: LOCAL_WECHAT_APP_ID, event: 'subscribe', eventKey: 'qrscene_promo_AL1CE4', at: TEST_NOW - DAY };
    expect(await recordWechatFollow(db(), { ...follow, openid: openidOf('new') })).toBe('recorded');
    expect(await recordWechatFollow(db(), { ...follow, openid: openidOf('old'), at: TEST_NOW + 60_000 })).toBe('recorded');
    expect(await recordWechatFollow(db(), { ...follow, openid: openidOf('linked') })).toBe('recorded');
    // New: created after the follow, nothing picked up yet.
    const newcomer = await server.client.logIn(newPhone());
    await bindTestOpenid(server.testApp, newcomer, openidOf('new'), server.now);
    expect(await attributionOf(newcomer.userId)).toMatchObject({ promoter_user_id: server.sessions.alice.userId, promotion_code: 'AL1CE4', source: 'wechat' });
    // bob's account was made before he followed: not brought by the QR.
    server.now = TEST_NOW + 2 * 60_000;
    await bindTestOpenid(server.testApp, server.sessions.bob, openidOf('old'), server.now);
    expect(await attributionOf(server.sessions.bob.userId)).toBeUndefined();
    // Attributed through bob's link first: the follow does not replace it.
    const linked = await broughtBy(server.sessions.bob, 'B0B004');
    await bindTestOpenid(server.testApp, linked, openidOf('linked'), server.now);
    expect(await attributionOf(linked.userId)).toMatchObject({ promoter_user_id: server.sessions.bob.userId, source: 'link' });
  });

  it('does not attribute through WeChat an account made more than 30 days after the follow, or one that picked up an order already', async () => {
    await giveCode(server.sessions.alice, 'AL1CE5');
    const follow = { appId: LOCAL_WECHAT_APP_ID, event: 'SCAN', eventKey: 'promo_AL1CE5' };
    expect(await recordWechatFollow(db(), { ...follow, openid: openidOf('late'), at: TEST_NOW - 31 * DAY })).toBe('recorded');
    expect(await recordWechatFollow(db(), { ...follow, openid: openidOf('customer'), at: TEST_NOW - DAY })).toBe('recorded');
    const late = await server.client.logIn(newPhone());
    await bindTestOpenid(server.testApp, late, openidOf('late'), server.now);
    expect(await attributionOf(late.userId)).toBeUndefined();
    const customer = await server.client.logIn(newPhone());
    await pickUp((await storedOrder(customer)).orderId);
    await bindTestOpenid(server.testApp, customer, openidOf('customer'), server.now);
    expect(await attributionOf(customer.userId)).toBeUndefined();
  });
});

describe('earning', () => {
  it('earns the promoter 10 % of what was really paid when the luggage is picked up, pending 7 days', async () => {
    const friend = await broughtBy(server.sessions.alice, 'EARN01');
    const order = await storedOrder(friend, 800);
    // An extension paid online (¥20) counts towards the booking; ¥3 of the booking refunded before pick-up does not.
    const extension = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-04', units: 1, userId: friend.userId, payAmount: 2000 });
    await db().updateTable('user_order').set({ delay_id: order.orderId, supplement: 'extension' }).where('id', '=', extension).execute();
    await db()
      .insertInto('payment')
      .values({ order_id: extension, provider: 'sandbox', out_trade_no: randomHexId(), amount: 2000, status: 'succeeded', created_at: new Date(server.now), paid_at: new Date(server.now) })
      .execute();
    await db()
      .insertInto('refund')
      .values({ order_id: order.orderId, payment_id: order.paymentId, out_refund_no: randomHexId(), amount: 300, reason: 'application', status: 'succeeded', created_at: new Date(server.now), succeeded_at: new Date(server.now) })
      .execute();
    server.now = TEST_NOW + 2 * 3_600_000;
    expect(await rewardOf(order.orderId)).toBeUndefined();
    await pickUp(order.orderId);
    expect(await rewardOf(order.orderId)).toMatchObject({
      promoter_user_id: server.sessions.alice.userId,
      friend_user_id: friend.userId,
      paid_amount: 2500,
      amount: 250,
      status: 'pending',
      earned_at: new Date(server.now),
      available_at: new Date(server.now + 7 * DAY),
    });
  });

  it('caps a reward at ¥5 and earns nothing for an unattributed traveller or a walk-in', async () => {
    const friend = await broughtBy(server.sessions.alice, 'EARN02');
    const big = await storedOrder(friend, 9_000);
    await pickUp(big.orderId);
    expect(await rewardOf(big.orderId)).toMatchObject({ paid_amount: 9_000, amount: 500 });
    const stranger = await server.client.logIn(newPhone());
    const unattributed = await storedOrder(stranger, 9_000);
    await pickUp(unattributed.orderId);
    expect(await rewardOf(unattributed.orderId)).toBeUndefined();
    // A walk-in order has no traveller account, so nobody to have brought it.
    const walkIn = await storedOrder(friend, 9_000);
    await db().updateTable('user_order').set({ user_id: null, walk_in_name: 'Guest', order_from: 'counter' }).where('id', '=', walkIn.orderId).execute();
    await pickUp(walkIn.orderId);
    expect(await rewardOf(walkIn.orderId)).toBeUndefined();
  });

  it('earns nothing for an order picked up more than 30 days after the attribution, or one that paid nothing', async () => {
    const friend = await broughtBy(server.sessions.alice, 'EARN03');
    const free = await storedOrder(friend, 0);
    await pickUp(free.orderId);
    expect(await rewardOf(free.orderId)).toBeUndefined();
    // Booked for 40 days, picked up on the 31st after the attribution: nothing more to pay, nothing earned.
    const order = await storedOrder(friend, 800, '2025-04-09');
    server.now = TEST_NOW + 30 * DAY + 1;
    await pickUp(order.orderId);
    expect(await rewardOf(order.orderId)).toBeUndefined();
  });
});

describe('release and reversal', () => {
  it('moves a reward to the wallet once its 7 days are over, when the promoter reads the list', async () => {
    const { promoter, order } = await rewardedPromoter('RELS01', 1500);
    const pending = await rewardList(promoter);
    expect(pending).toMatchObject({ withdrawable: 0, pending: 150, pageNo: 1 });
    expect(pending.rewards).toEqual([
      {
        id: expect.any(String),
        orderId: order.orderId,
        friendPhone: expect.stringMatching(/^137\*\*\*\*83\d\d$/),
        paidAmount: 1500,
        amount: 150,
        status: 'pending',
        earnedAt: new Date(TEST_NOW).toISOString(),
        availableAt: new Date(TEST_NOW + 7 * DAY).toISOString(),
        reversedAt: null,
      },
    ]);
    server.now = TEST_NOW + 7 * DAY - 1;
    expect(await rewardList(promoter)).toMatchObject({ withdrawable: 0, pending: 150 });
    server.now = TEST_NOW + 7 * DAY;
    const released = await rewardList(promoter);
    expect(released).toMatchObject({ withdrawable: 150, pending: 0, rewards: [{ status: 'withdrawable' }] });
    // Reading again credits nothing more.
    expect(await rewardList(promoter)).toMatchObject({ withdrawable: 150 });
    const rewardId = released.rewards[0]?.id;
    expect(await ledgerOf(promoter.userId)).toEqual({ balance: 150, entries: [{ kind: 'reward', amount: 150, reward_id: rewardId }] });
    expect(expectContent(await returnRecord(promoter, { rewardId: rewardId ?? '' }), returnRecordEndpoint).records).toEqual([
      { kind: 'earned', amount: 150, at: new Date(TEST_NOW).toISOString() },
      { kind: 'withdrawable', amount: 150, at: new Date(TEST_NOW + 7 * DAY).toISOString() },
    ]);
  });

  it('the periodic release credits every due reward of every promoter once', async () => {
    const { promoter, order } = await rewardedPromoter('RELS02', 1000);
    server.now = TEST_NOW + 8 * DAY;
    expect(await releaseDueRewards({ db: db(), clock: server.clock })).toBeGreaterThanOrEqual(1);
    expect(await releaseDueRewards({ db: db(), clock: server.clock })).toBe(0);
    expect(await rewardOf(order.orderId)).toMatchObject({ status: 'withdrawable', released_at: new Date(TEST_NOW + 8 * DAY) });
    expect(await ledgerOf(promoter.userId)).toMatchObject({ balance: 100 });
  });

  it('a refund while the reward is pending reverses it: nothing enters the wallet', async () => {
    const { promoter, order } = await rewardedPromoter('REVS01', 1200);
    server.now = TEST_NOW + 3 * DAY;
    await refund(order, 200);
    expect(await rewardOf(order.orderId)).toMatchObject({ status: 'reversed', reversed_at: new Date(TEST_NOW + 3 * DAY) });
    server.now = TEST_NOW + 10 * DAY;
    const list = await rewardList(promoter);
    expect(list).toMatchObject({ withdrawable: 0, pending: 0, rewards: [{ status: 'reversed', reversedAt: new Date(TEST_NOW + 3 * DAY).toISOString() }] });
    expect(await ledgerOf(promoter.userId)).toEqual({ balance: 0, entries: [] });
    expect(expectContent(await returnRecord(promoter, { rewardId: list.rewards[0]?.id ?? '', id: order.orderId }), returnRecordEndpoint).records).toEqual([
      { kind: 'earned', amount: 120, at: new Date(TEST_NOW).toISOString() },
      { kind: 'reversed', amount: 120, at: new Date(TEST_NOW + 3 * DAY).toISOString() },
    ]);
  });

  it('a refund after the pending days does not take the reward back, released or not yet', async () => {
    const promoter = await server.client.logIn(newPhone());
    const friend = await broughtBy(promoter, 'REVS02');
    const first = await storedOrder(friend, 1000);
    const second = await storedOrder(friend, 2000);
    await pickUp(first.orderId);
    await pickUp(second.orderId);
    server.now = TEST_NOW + 7 * DAY + 60_000;
    // Not yet moved to the wallet (nobody read it), but its pending time is over.
    await refund(first, 1000);
    expect(await rewardOf(first.orderId)).toMatchObject({ status: 'pending', reversed_at: null });
    expect(await rewardList(promoter)).toMatchObject({ withdrawable: 300, pending: 0 });
    await refund(second, 2000);
    expect(await rewardOf(second.orderId)).toMatchObject({ status: 'withdrawable' });
    expect(await ledgerOf(promoter.userId)).toMatchObject({ balance: 300 });
  });
});

describe('GET /api/user/return_record/ and the reward list', () => {
  it('answers rewardNotFound for someone else’s reward, one that does not exist, or the wrong order', async () => {
    const friend = await broughtBy(server.sessions.alice, 'RCRD01');
    const order = await storedOrder(friend, 1000);
    await pickUp(order.orderId);
    const reward = await rewardOf(order.orderId);
    const rewardId = reward?.id ?? '';
    expect(expectContent(await returnRecord(server.sessions.alice, { rewardId }), returnRecordEndpoint).reward).toMatchObject({ id: rewardId, amount: 100 });
    expectFailure(await returnRecord(server.sessions.bob, { rewardId }), 200, 'this reward does not exist');
    expectFailure(await returnRecord(server.sessions.alice, { rewardId: '999999999' }), 200, 'this reward does not exist');
    expectFailure(await returnRecord(server.sessions.alice, { rewardId, id: (await storedOrder(friend)).orderId }), 200, 'this reward does not exist');
    expectFailure(await returnRecord(server.sessions.alice, { rewardId: 'x1' }), 200, 'invalid parameter: rewardId');
  });

  it('pages the rewards 10 at a time, newest first; a short page is the last', async () => {
    const promoter = await server.client.logIn(newPhone());
    const friend = await broughtBy(promoter, 'PAGE01');
    const orders: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const order = await storedOrder(friend, 1000 + index * 10);
      server.now = TEST_NOW + index * 60_000;
      await pickUp(order.orderId);
      orders.push(order.orderId);
    }
    const first = await rewardList(promoter);
    expect(first.rewards.map((reward) => reward.orderId)).toEqual(orders.slice(1).reverse());
    expect(first.pending).toBe(orders.reduce((sum, _order, index) => sum + Math.floor((1000 + index * 10) / 10), 0));
    const second = await rewardList(promoter, 2);
    expect(second).toMatchObject({ pageNo: 2, rewards: [{ orderId: orders[0] }] });
    expect((await rewardList(promoter, 3)).rewards).toEqual([]);
    expect((await rewardList(server.sessions.bob)).rewards).toEqual([]);
  });

  it('asks for a session', async () => {
    expectFailure(await server.client.get(rewardListEndpoint.path, {}), 401, 'token has expired, please log in again');
  });
});

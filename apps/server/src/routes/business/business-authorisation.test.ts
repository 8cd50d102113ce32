import { businessInfoEndpoint, businessLogoutEndpoint, endpointList, ERROR_MESSAGES, uploadLuggagePhotoEndpoint, type Endpoint } from '@luggage/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../test/fixtures/luggage-photo-fixtures';
import { insertTestOrder } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createBusinessTestClient, databaseSnapshot, insertStaffWithPhone, type SessionHeaders } from './business-test-client';

const server = useTravellersTestApp({ traveller: '13800000021' }, { client: createBusinessTestClient });
const db = () => server.testApp.database.db;

/** The callers' shop X and the shop Y whose things every sample names. */
const SHOP_X = 1;
const SHOP_Y = 3;
let staffX: SessionHeaders;
let ownerX: SessionHeaders;
let ownerY: SessionHeaders;
let revokedY: SessionHeaders;
beforeAll(async () => {
  staffX = await insertStaffWithPhone(db(), SHOP_X);
  ownerX = await insertStaffWithPhone(db(), SHOP_X, 'owner');
  ownerY = await insertStaffWithPhone(db(), SHOP_Y, 'owner');
  revokedY = await insertStaffWithPhone(db(), SHOP_Y, 'owner');
  expectContent(await server.client.call(businessLogoutEndpoint, {}, revokedY), businessLogoutEndpoint);
});

let codeCount = 0;
/** A paid order of shop Y for today (Asia/Shanghai) with a voucher code, in `storeStatus` (booked unless told). */
async function orderOfY(storeStatus = 0): Promise<{ orderId: string; code: string }> {
  codeCount += 1;
  const code = `AUTH${String(codeCount).padStart(4, '0')}`;
  const orderId = await insertTestOrder(db(), { storeId: SHOP_Y, goodsId: 2, from: '2025-03-01', units: 1, goodsLine: true, voucherCode: code, payAmount: 800, storeStatus });
  if (storeStatus === 20) await db().updateTable('user_order').set({ checked_in_at: new Date(TEST_NOW) }).where('id', '=', orderId).execute();
  return { orderId, code };
}
/** A booked order of shop Y with a pending cancellation application. */
async function applicationOfY(): Promise<string> {
  const { orderId } = await orderOfY(100);
  const now = new Date(TEST_NOW);
  await db().insertInto('order_application').values({ order_id: orderId, kind: 'cancel', reason: 'x', part: 20, start_date: null, end_date: null, created_at: now, updated_at: now }).execute();
  return orderId;
}
/** A traveller's review of a handed-back order of shop Y; answers its id (the order's). */
async function reviewOfY(): Promise<string> {
  const { orderId } = await orderOfY(30);
  const { user_id: userId } = await db().selectFrom('user_order').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  await db().insertInto('order_review').values({ order_id: orderId, user_id: userId ?? '', score: 5, content: 'fine', source: 'other', created_at: new Date(TEST_NOW) }).execute();
  return orderId;
}
/** A luggage photo uploaded for shop Y by its owner, attached to no order. */
async function photoOfY(): Promise<string> {
  const image = (await solidPng(20, 20)).toString('base64');
  return expectContent(await server.client.call(uploadLuggagePhotoEndpoint, { storeId: SHOP_Y, image }, ownerY), uploadLuggagePhotoEndpoint).name;
}
let phoneCount = 0;
const freshPhone = () => `1340000${String((phoneCount += 1)).padStart(4, '0')}`;

/** Valid parameters of a call about shop Y, made fresh for each use (the owner's control call may change them). */
type Sample = () => Promise<Record<string, unknown>>;

/**
 * Every business endpoint by name: its samples naming shop Y, or 'ownSession' for the calls about the
 * caller's own session (logout, info), which name no shop.
 */
const SAMPLES: Record<string, Sample[] | 'ownSession'> = {
  businessLogout: 'ownSession',
  businessInfo: 'ownSession',
  inviteStaff: [async () => ({ storeId: SHOP_Y, phone: freshPhone() })],
  staffList: [async () => ({ storeId: SHOP_Y })],
  removeStaff: [
    async () => ({ storeId: SHOP_Y, userId: (await insertStaffWithPhone(db(), SHOP_Y)).userId }),
    async () => {
      const phone = freshPhone();
      const now = new Date(TEST_NOW);
      await db().insertInto('staff_invite').values({ store_id: SHOP_Y, country: '86', phone, invited_by: ownerY.userId, created_at: now, expires_at: new Date(TEST_NOW + 86_400_000) }).execute();
      return { storeId: SHOP_Y, phone };
    },
  ],
  findOrderByCode: [async () => ({ storeId: SHOP_Y, code: (await orderOfY()).code })],
  businessOrderInfo: [async () => ({ storeId: SHOP_Y, orderId: (await orderOfY()).orderId })],
  uploadLuggagePhoto: [async () => ({ storeId: SHOP_Y, image: (await solidPng(20, 20)).toString('base64') })],
  orderStore: [
    async () => ({ storeId: SHOP_Y, orderId: (await orderOfY()).orderId, status: 20, pic: [await photoOfY()] }),
    async () => ({ storeId: SHOP_Y, orderId: (await orderOfY(20)).orderId, status: 30, extraAmount: 0 }),
  ],
  walkInQuote: [async () => ({ storeId: SHOP_Y, goodsList: [{ goodsId: 2, count: 1 }], endDate: '20250302' })],
  walkIn: [async () => ({ storeId: SHOP_Y, name: 'Li Lei', goodsList: [{ goodsId: 2, count: 1 }], endDate: '20250302', payAmount: 1600, pic: [await photoOfY()] })],
  businessToday: [async () => ({ storeId: SHOP_Y })],
  confirmOpen: [async () => ({ storeId: SHOP_Y })],
  shopSettings: [async () => ({ storeId: SHOP_Y })],
  updateShopHours: [async () => ({ storeId: SHOP_Y, hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], open: '09:00', close: '18:00' }] })],
  updateShopCapacity: [async () => ({ storeId: SHOP_Y, goodsId: 2, capacity: 20 })],
  setShopClosure: [async () => ({ storeId: SHOP_Y, date: '20250320', closed: true })],
  decideApplication: [async () => ({ storeId: SHOP_Y, orderId: await applicationOfY(), approve: false })],
  businessOrderList: [async () => ({ storeId: SHOP_Y })],
  businessConsumeList: [async () => ({ storeId: SHOP_Y })],
  businessSummary: [async () => ({ storeId: SHOP_Y })],
  businessStatistic: [async () => ({ storeId: SHOP_Y, month: '202503' })],
  businessReviewList: [async () => ({ storeId: SHOP_Y })],
  owedRefunds: [async () => ({ storeId: SHOP_Y })],
  replyReview: [async () => ({ storeId: SHOP_Y, reviewId: await reviewOfY(), content: 'thank you' })],
};

const businessEndpoints = endpointList.filter((endpoint) => endpoint.auth === 'business');
const shopCalls = businessEndpoints.flatMap((endpoint) => {
  const samples = SAMPLES[endpoint.name];
  return Array.isArray(samples) ? samples.map((sample, index) => [`${endpoint.name} #${index + 1}`, endpoint, sample] as const) : [];
});
const en = (text: { en: string }) => text.en;
const REFUSALS = [en(ERROR_MESSAGES.shopAccessDenied), en(ERROR_MESSAGES.orderNotFound)];
const namesOrder = (params: Record<string, unknown>) => 'orderId' in params || 'code' in params;

/** Builds a sample's parameters, checking that they are well-formed, so a refusal is never about the input. */
async function paramsOf(endpoint: Endpoint, sample: Sample): Promise<Record<string, unknown>> {
  const params = await sample();
  expect(endpoint.request.safeParse(params).success, JSON.stringify(params)).toBe(true);
  return params;
}

describe('the authorisation matrix of the business calls', () => {
  it('has a sample for every business endpoint of the contract', () => {
    expect(businessEndpoints.map((endpoint) => endpoint.name).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(shopCalls)('%s: staff and owners of another shop are refused, nothing changes; the shop’s own owner is not', async (_, endpoint, sample) => {
    const params = await paramsOf(endpoint, sample);
    const before = await databaseSnapshot(db());
    for (const caller of [staffX, ownerX]) {
      const answer = await server.client.call(endpoint, params, caller);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json(), answer.body).toEqual({ status: 0, errorMsg: expect.toBeOneOf(REFUSALS), errorCode: expect.any(String) });
    }
    // Naming their own shop does not open shop Y's orders either.
    if (namesOrder(params)) expectFailure(await server.client.call(endpoint, { ...params, storeId: SHOP_X }, ownerX), 200, en(ERROR_MESSAGES.orderNotFound));
    expect(await databaseSnapshot(db())).toEqual(before);

    // Control: shop Y's owner gets past the access and order checks with the same parameters.
    const control = await server.client.call(endpoint, params, ownerY);
    expect(control.statusCode, control.body).toBe(200);
    const errorMsg = control.json<{ errorMsg?: string }>().errorMsg ?? '';
    expect(REFUSALS, control.body).not.toContain(errorMsg);
    expect(errorMsg, control.body).not.toMatch(/^invalid parameter/);
  });

  it('the calls about one’s own session name no shop: business info lists only the caller’s shops', async () => {
    const { shops } = expectContent(await server.client.call(businessInfoEndpoint, {}, staffX), businessInfoEndpoint);
    expect(shops.map((shop) => shop.storeId)).toEqual([SHOP_X]);
  });

  it.each(businessEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: HTTP 401 with no token, a consumer token, a revoked business token or another id, nothing changes',
    async (_, endpoint) => {
      const samples = SAMPLES[endpoint.name];
      const params = Array.isArray(samples) && samples[0] ? await paramsOf(endpoint, samples[0]) : {};
      const before = await databaseSnapshot(db());
      const callers: (SessionHeaders | undefined)[] = [undefined, server.sessions.traveller, revokedY, { ...ownerY, userId: ownerX.userId }];
      for (const caller of callers) expectFailure(await server.client.call(endpoint, params, caller), 401, 'token has expired, please log in again');
      expect(await databaseSnapshot(db())).toEqual(before);
    },
  );
});

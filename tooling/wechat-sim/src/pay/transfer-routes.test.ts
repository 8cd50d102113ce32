import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keys, platformSigned, readNotification, simFixture } from '../test/sim-fixture';

let fixture: ReturnType<typeof simFixture>;
let openid = '';
beforeEach(() => {
  fixture = simFixture();
  openid = fixture.sim.issueCode().openid;
});
afterEach(async () => {
  await fixture.sim.app.close();
});

const NOTIFY_URL = 'https://luggage.example.com/api/pay/transfer-notify/wechat/';
const TRANSFERS = '/v3/fund-app/mch-transfer/transfer-bills';
const transferBody = (overrides: Record<string, unknown> = {}) => ({
  appid: keys.appId,
  out_bill_no: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  transfer_scene_id: '1000',
  openid,
  transfer_amount: 500,
  transfer_remark: '推广奖励提现',
  notify_url: NOTIFY_URL,
  user_recv_perception: '现金奖励',
  transfer_scene_report_infos: [
    { info_type: '活动名称', info_content: '推广奖励' },
    { info_type: '奖励说明', info_content: '好友寄存订单完成奖励' },
  ],
  ...overrides,
});
const queryUrl = (outBillNo: string) => `${TRANSFERS}/out-bill-no/${outBillNo}`;

describe('transfer to balance (商家转账)', () => {
  it('creates a bill waiting for the user, answers the same bill for the same out_bill_no, and refuses other figures under it', async () => {
    const created = await fixture.pay('POST', TRANSFERS, transferBody());
    expect(created.statusCode).toBe(200);
    expect(platformSigned(created)).toBe(true);
    const bill = created.json() as Record<string, string>;
    expect(bill).toEqual({
      out_bill_no: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      transfer_bill_no: expect.stringMatching(/^\d{28}$/),
      create_time: '2025-03-01T12:00:00+08:00',
      state: 'WAIT_USER_CONFIRM',
      package_info: expect.any(String),
    });
    expect((await fixture.pay('POST', TRANSFERS, transferBody())).json()).toEqual(bill);
    const other = await fixture.pay('POST', TRANSFERS, transferBody({ transfer_amount: 501 }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(fixture.sim.transferBill(bill.out_bill_no ?? '')).toMatchObject({ amount: 500, state: 'WAIT_USER_CONFIRM' });
  });

  it('checks the signature, the appid, the openid and the fields', async () => {
    expect((await fixture.pay('POST', TRANSFERS, transferBody(), { mchid: '1900000001' })).statusCode).toBe(401);
    expect((await fixture.pay('POST', TRANSFERS, transferBody({ appid: 'wx0000000000000000' }))).json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await fixture.pay('POST', TRANSFERS, transferBody({ openid: 'o-never-issued-by-this-account' }))).json()).toMatchObject({ code: 'INVALID_REQUEST' });
    const noScene = await fixture.pay('POST', TRANSFERS, transferBody({ transfer_scene_report_infos: [] }));
    expect(noScene.json()).toMatchObject({ code: 'PARAM_ERROR', detail: { field: 'transfer_scene_report_infos' } });
    expect((await fixture.pay('POST', TRANSFERS, transferBody({ transfer_amount: 9 }))).json()).toMatchObject({ code: 'PARAM_ERROR' });
    expect(fixture.sim.transferBill('a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBeUndefined();
  });

  it('answers the bill by out_bill_no, 404 NOT_FOUND for an unknown one', async () => {
    await fixture.pay('POST', TRANSFERS, transferBody());
    const found = await fixture.pay('GET', queryUrl('a1b2c3d4e5f60718293a4b5c6d7e8f90'));
    expect(found.json()).toMatchObject({ mch_id: keys.mchId, appid: keys.appId, openid, state: 'WAIT_USER_CONFIRM', transfer_amount: 500 });
    const missing = await fixture.pay('GET', queryUrl('ffffffffffffffffffffffffffffffff'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('posts MCHTRANSFER.BILL.FINISHED once final, signed and sealed, and again on request with the same id', async () => {
    await fixture.pay('POST', TRANSFERS, transferBody());
    fixture.clock.now += 60_000;
    const finish = await fixture.sim.app.inject({
      method: 'POST',
      url: '/sim/transfer/finish',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ outBillNo: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', state: 'FAIL', failReason: 'ACCOUNT_FROZEN' }),
    });
    expect(finish.json()).toEqual({ ok: true });
    expect(fixture.sim.finishTransfer('a1b2c3d4e5f60718293a4b5c6d7e8f90', 'SUCCESS')).toBe(false);
    await fixture.sim.settled();
    const [notification] = fixture.receiver.received;
    if (!notification) throw new Error('no notification was sent');
    expect(notification.url).toBe(NOTIFY_URL);
    const read = readNotification(notification);
    expect(read.signed).toBe(true);
    expect(read.envelope).toMatchObject({ event_type: 'MCHTRANSFER.BILL.FINISHED', resource: { original_type: 'mch_payment', associated_data: 'mch_payment' } });
    expect(read.transaction).toMatchObject({ out_bill_no: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', state: 'FAIL', fail_reason: 'ACCOUNT_FROZEN', transfer_amount: 500, openid, update_time: '2025-03-01T12:01:00+08:00' });

    const again = await fixture.sim.app.inject({
      method: 'POST',
      url: '/sim/transfer/notify-again',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ outBillNo: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', times: 3 }),
    });
    expect(again.json()).toEqual({ ok: true });
    await fixture.sim.settled();
    expect(new Set(fixture.receiver.received.map((received) => readNotification(received).envelope.id)).size).toBe(1);
    expect(fixture.receiver.received).toHaveLength(4);
    expect((await fixture.pay('GET', queryUrl('a1b2c3d4e5f60718293a4b5c6d7e8f90'))).json()).toMatchObject({ state: 'FAIL', fail_reason: 'ACCOUNT_FROZEN' });
  });
});

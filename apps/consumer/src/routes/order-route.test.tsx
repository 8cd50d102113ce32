import { addOrderEndpoint, callBindEndpoint, checkoutEndpoint, clientConfigEndpoint, orderInfoEndpoint, storeInventoryEndpoint, type OrderDetail } from '@luggage/api/contract';
import { buildAddedOrder, buildCheckout, buildClientConfig, buildOrderDetail, buildStoreInventory, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { expectToast, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai: the factory's order starts today.
const NOW = new Date('2026-11-23T02:00:00Z');

const server = setUpMsw();

function openOrder(path: string, answer: MockAnswer<typeof orderInfoEndpoint> | OrderDetail, language: 'en' | 'zh-CN' = 'en') {
  server.use(mockEndpoint(orderInfoEndpoint, 'id' in answer ? { content: answer } : answer));
  return renderTravellerRoute(path, { now: NOW, language });
}

const actionLinks = () => {
  const actions = screen.queryByRole('heading', { name: 'what you can do' })?.closest('section');
  return actions ? within(actions).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]) : [];
};

describe('#/order/{id}', () => {
  it('shows a paid order with its voucher and what can be done', async () => {
    await openOrder('/order/501', buildOrderDetail());
    expect(await screen.findByRole('heading', { level: 2, name: '人民广场店' })).toBeInTheDocument();
    expect(screen.getByText('paid', { selector: '.order-status' })).toBeInTheDocument();
    expect(screen.getByText('order no. 501')).toBeInTheDocument();
    expect(screen.getByText('23 Nov 2026 (today) to 24 Nov 2026 (tomorrow) (2 days)')).toBeInTheDocument();
    expect(screen.getByText('2 bags')).toBeInTheDocument();
    expect(screen.getByText('¥60.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'show the storage voucher' })).toHaveAttribute('href', '/credence/501');
    expect(screen.queryByRole('link', { name: 'pay now' })).not.toBeInTheDocument();
    expect(actionLinks()).toEqual([
      ['cancel the order', '/cancel?id=501'],
      ['change the days', '/edit?id=501'],
      ['change shop', '/map?orderId=501'],
    ]);
    expect(screen.getByText('free cancellation until 24:00 on 23 Nov 2026 (Shanghai time)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'all order details' })).toHaveAttribute('href', '/detail/501');
  });

  it.each([
    ['en', '120 Renmin Avenue, Huangpu District, Shanghai'],
    ['zh-CN', '上海市黄浦区人民大道120号'],
  ] as const)('gives the shop’s address in %s', async (language, address) => {
    await openOrder('/order/501', buildOrderDetail({ storeAddress: '上海市黄浦区人民大道120号', storeAddressEn: '120 Renmin Avenue, Huangpu District, Shanghai' }), language);
    expect(await screen.findByText(address)).toBeInTheDocument();
  });

  it('calls the shop through a protected number: from the account’s mobile unless told another, with until when it works; a refusal says why', async () => {
    const sent = requestLog();
    let answer: MockAnswer<typeof callBindEndpoint> = { errorMsg: 'this storage point has no phone number' };
    server.use(recordedEndpoint(callBindEndpoint, sent, () => answer));
    await openOrder('/order/501', buildOrderDetail());
    await userEvent.click(await screen.findByRole('button', { name: 'call the shop' }));
    const dialog = within(screen.getByRole('dialog', { name: 'call the shop' }));
    const phone = dialog.getByRole('textbox', { name: 'the mobile you will call from (mainland China)' });
    expect(phone).toHaveValue('13800138000');
    await userEvent.click(dialog.getByRole('button', { name: 'get the number' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('this storage point has no phone number');

    await userEvent.clear(phone);
    await userEvent.type(phone, '1391234');
    await userEvent.click(dialog.getByRole('button', { name: 'get the number' }));
    expect(phone).toHaveAccessibleDescription('enter an 11-digit mainland China mobile number');
    expect(sent).toHaveLength(1);

    answer = { content: { virtualNumber: '17100000001', expiresAt: '2026-11-25T16:00:00.000Z' } };
    await userEvent.type(phone, '5678');
    await userEvent.click(dialog.getByRole('button', { name: 'get the number' }));
    expect(await dialog.findByRole('link', { name: 'call 171 0000 0001' })).toHaveAttribute('href', 'tel:17100000001');
    expect(dialog.getByText('call it from 139 1234 5678; it works until 26 Nov 2026, 00:00')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ orderId: '501', phone: '13912345678' });
  });

  it('offers no call to a shop without a phone', async () => {
    await openOrder('/order/501', buildOrderDetail({ shopHasPhone: false }));
    expect(await screen.findByRole('link', { name: 'show the storage voucher' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'call the shop' })).not.toBeInTheDocument();
  });

  it('offers payment for an unpaid order, and nothing else', async () => {
    await openOrder('/order/501', buildOrderDetail({ status: 'unpaid', voucherCode: null, paidAt: null, cancellable: false }));
    expect(await screen.findByRole('link', { name: 'pay now' })).toHaveAttribute('href', '/pay/501');
    expect(screen.getByText('pay before 23 Nov 2026, 10:15')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'show the storage voucher' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'call the shop' })).not.toBeInTheDocument();
    expect(actionLinks()).toEqual([]);
  });

  it('after free cancellation offers to apply for it; a stored order cannot change its days', async () => {
    await openOrder('/order/501', buildOrderDetail({ cancellable: false, canApplyCancel: true, storeStatus: 20, review: true }));
    expect(await screen.findByRole('heading', { level: 2, name: '人民广场店' })).toBeInTheDocument();
    expect(screen.getByText('stored', { selector: '.order-status' })).toBeInTheDocument();
    expect(actionLinks()).toEqual([
      ['apply for cancellation', '/apply?id=501'],
      ['review', '/review?id=501'],
    ]);
  });

  it('a picked-up order offers no change of days, only the review and the invoice', async () => {
    await openOrder('/order/501', buildOrderDetail({ cancellable: false, storeStatus: 30, review: true }));
    expect(await screen.findByText('picked up', { selector: '.order-status' })).toBeInTheDocument();
    expect(actionLinks()).toEqual([
      ['review', '/review?id=501'],
      ['invoice', '/bill/501'],
    ]);
  });

  it('with a pending application shows it and offers no change of days', async () => {
    await openOrder(
      '/order/501',
      buildOrderDetail({
        cancellable: false,
        storeStatus: 110,
        application: { kind: 'edit', status: 'pending', reason: '', part: null, startDate: '2026-11-24', endDate: '2026-11-25', createdAt: '2026-11-23T02:00:00Z' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'application: change of days' })).toBeInTheDocument();
    expect(screen.getByText('waiting for the storage point')).toBeInTheDocument();
    expect(screen.getByText('asked for 24 Nov 2026 to 25 Nov 2026')).toBeInTheDocument();
    expect(actionLinks()).toEqual([]);
  });

  /** Opens order 501, cancelled after payment, whose ¥60 refund to WeChat Pay is `status`; returns its refund section. */
  async function openRefundingOrder(status: NonNullable<OrderDetail['refund']>['status']) {
    await openOrder(
      '/order/501',
      buildOrderDetail({
        status: 'refunding',
        voucherCode: null,
        cancellable: false,
        refund: { amount: 6000, status, channel: 'wechat', createdAt: '2026-11-23T03:00:00Z', succeededAt: null },
      }),
    );
    return (await screen.findByRole('heading', { name: 'refund' })).closest('section')!;
  }

  it('shows the refund of an order cancelled after payment', async () => {
    const refund = await openRefundingOrder('processing');
    expect(within(refund).getByText('¥60.00')).toBeInTheDocument();
    expect(within(refund).getByText('the original payment method (WeChat Pay)')).toBeInTheDocument();
    expect(within(refund).getByText('processing')).toBeInTheDocument();
    expect(screen.getByText('refunding', { selector: '.order-status' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'show the storage voucher' })).not.toBeInTheDocument();
  });

  it('with a failed refund, says how to reach support when the server has a contact', async () => {
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig({ support: { phone: '400-820-8820', wechatUrl: null, email: null } }) }));
    const refund = await openRefundingOrder('failed');
    expect(within(refund).getByText('failed')).toBeInTheDocument();
    expect(await within(refund).findByRole('link', { name: 'call 400-820-8820' })).toHaveAttribute('href', 'tel:4008208820');
  });

  it('says when the order is unknown, with the way back to the list', async () => {
    await openOrder('/order/999', { errorMsg: 'order not found' });
    expect(await screen.findByRole('alert')).toHaveTextContent('order not found');
    expect(screen.getByRole('link', { name: 'back to my orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button', { name: 'retry' })).not.toBeInTheDocument();
  });

  it('takes a malformed id for an unknown order without asking the server', async () => {
    await openOrder('/order/abc', { httpStatus: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('this order does not exist');
  });

  it('retries a failed load', async () => {
    await openOrder('/order/501', { httpStatus: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    server.use(mockEndpoint(orderInfoEndpoint, { content: buildOrderDetail() }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('order no. 501')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await openOrder('/order/501', buildOrderDetail(), 'zh-CN');
    expect(await screen.findByRole('link', { name: '出示寄存凭证' })).toBeInTheDocument();
    expect(screen.getByText('2026年11月23日（今天） 至 2026年11月24日（明天）（共 2 天）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '取消订单' })).toBeInTheDocument();
  });
});

describe('#/detail/{id}', () => {
  it('lists every field of the order with money in yuan', async () => {
    await openOrder(
      '/detail/501',
      buildOrderDetail({ orderAmount: 8000, discountAmount: 2000, payAmount: 6000, storeStatus: 20, pic: ['/api/photos/order-501-1.jpg'] }),
    );
    await screen.findByText('501');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, definitions[index]]))).toEqual({
      'order number': '501',
      'order amount': '¥80.00',
      discount: '−¥20.00',
      'amount paid': '¥60.00',
      'start date': '23 Nov 2026',
      'end date': '24 Nov 2026',
      'ordered at': '23 Nov 2026, 10:00',
      'storage status': 'stored',
      'photos of the stored luggage': '',
    });
    expect(screen.getByRole('img', { name: 'stored luggage, photo 1' })).toHaveAttribute('src', '/api/photos/order-501-1.jpg');
  });

  it('names the part of the discount a coupon took, in both languages', async () => {
    await openOrder('/detail/501', buildOrderDetail({ orderAmount: 8000, discountAmount: 2500, couponAmount: 500, payAmount: 5500 }));
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(await screen.findByText('of which coupon', { selector: 'dt' })).toBeInTheDocument();
    expect(value('discount')).toBe('−¥25.00');
    expect(value('of which coupon')).toBe('−¥5.00');
  });

  it('says when there are no photos yet', async () => {
    await openOrder('/detail/501', buildOrderDetail(), 'zh-CN');
    expect(await screen.findByText('暂无')).toBeInTheDocument();
    expect(screen.getByText('已预约，尚未寄存')).toBeInTheDocument();
    expect(screen.queryByText('其中优惠券')).toBeNull();
  });

  it('extends a booking: the action opens the dialog, which prices the added day on the server and places the extension for payment', async () => {
    const sent = requestLog();
    server.use(
      recordedEndpoint(checkoutEndpoint, sent, () => ({ content: buildCheckout({ startDate: '2026-11-25', endDate: '2026-11-25', totalDays: 1, payAmount: 3000 }) })),
      mockEndpoint(storeInventoryEndpoint, (params) => ({ content: buildStoreInventory(String(params.startDate), String(params.endDate)) })),
      recordedEndpoint(addOrderEndpoint, sent, () => ({ content: buildAddedOrder({ orderId: '777', payAmount: 3000 }) })),
    );
    await openOrder('/order/501', buildOrderDetail({ canExtend: true }));
    await userEvent.click(await screen.findByRole('link', { name: 'extend the storage' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'extend the storage' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'extend and pay ¥30.00' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { storeId: 1, goodsList: [{ goodsId: 2, count: 2 }], startDate: '20261125', endDate: '20261125', coupon: 'none', delayId: '501', v: 'web' },
      expect.objectContaining({ addOrderToken: expect.any(String), delay: 1, delayId: '501' }),
    ]);
  });

  it('lists the booking’s extensions, with the payment of one still unpaid', async () => {
    await openOrder(
      '/order/501',
      buildOrderDetail({
        endTime: '2026-11-25',
        totalDays: 3,
        extensions: [
          { id: '601', startTime: '2026-11-25', endTime: '2026-11-25', payAmount: 3000, status: 'paid', payBefore: '2026-11-23T02:15:00.000Z' },
          { id: '602', startTime: '2026-11-26', endTime: '2026-11-26', payAmount: 3000, status: 'unpaid', payBefore: '2026-11-23T02:15:00.000Z' },
        ],
      }),
    );
    const section = within((await screen.findByRole('heading', { name: 'extensions' })).closest('section') as HTMLElement);
    expect(section.getByText('paid')).toBeInTheDocument();
    expect(section.getByText('waiting for payment')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'pay for the extension' })).toHaveAttribute('href', '/pay/602');
    expect(screen.getByText(/^23 Nov 2026 \(today\) to 25 Nov 2026.*\(3 days\)$/)).toBeInTheDocument();
  });

  it('a refused extension price is a toast with the server’s words, and nothing can be paid', async () => {
    const message = 'not enough room for bags on 2026-11-25, please choose other dates';
    server.use(
      mockEndpoint(checkoutEndpoint, { errorMsg: message }),
      mockEndpoint(storeInventoryEndpoint, (params) => ({ content: buildStoreInventory(String(params.startDate), String(params.endDate)) })),
    );
    await openOrder('/order/501?extend=1', buildOrderDetail({ canExtend: true }));
    await expectToast(message);
    const dialog = within(await screen.findByRole('dialog', { name: 'extend the storage' }));
    expect(dialog.getByText('these days cannot be added: please choose another end date')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /^extend and pay/ })).toBeDisabled();
  });
});

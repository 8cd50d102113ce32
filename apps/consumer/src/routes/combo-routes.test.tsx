import {
  comboBuyEndpoint,
  comboInfoEndpoint,
  comboListEndpoint,
  comboOrderInfoEndpoint,
  comboOrderListEndpoint,
  comboPayInfoEndpoint,
  comboPayNotifyEndpoint,
  comboRefundEndpoint,
  sandboxPayEndpoint,
  type ComboOrder,
} from '@luggage/api/contract';
import { buildCombo, buildComboOrder, mockEndpoint } from '@luggage/api/mocks';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai.
const NOW = new Date('2026-11-23T02:00:00Z');
const OUT_TRADE_NO = 'c'.repeat(32);

const sandboxPays = requestLog();
const refunds = requestLog();
const server = setUpMsw();

/**
 * A server holding one combo order (7) of combo 1, unpaid until bought and paid in the sandbox: buying
 * answers it unpaid, the sandbox pays it, pay/notify answers it paid with 5 of 5 days; a refund answers it
 * refunded, and my combo packages list it until then.
 */
function serveCombo() {
  const unpaid = buildComboOrder({ status: 'unpaid', coupon: [], combo: { ...buildComboOrder().combo, couponId: '' }, remain: null, total: null, day: null, expire: null, end_day: null, paidAt: null, start_time: null, end_time: null, refundQuote: null });
  const paid = buildComboOrder({ coupon: ['101-0', '102-0', '103-0', '104-0', '105-0'], remain: 5, refundQuote: { amount: 4000, unused: 5, total: 5 } });
  const refunded = buildComboOrder({ status: 'refunded', coupon: ['101-4', '102-4', '103-4', '104-4', '105-4'], remain: 0, refundQuote: null, refundAmount: 4000 });
  let order: ComboOrder = unpaid;
  let isPaidAtSandbox = false;
  server.use(
    mockEndpoint(comboInfoEndpoint, (params) => (Number(params.id) === 1 ? { content: buildCombo() } : { errorMsg: 'combo package not found' })),
    mockEndpoint(comboBuyEndpoint, () => ({ content: order })),
    mockEndpoint(comboOrderInfoEndpoint, (params) => (params.comboOrderId === '7' ? { content: order } : { errorMsg: 'combo order not found' })),
    mockEndpoint(comboPayInfoEndpoint, () => ({ content: { comboOrderId: '7', payAmount: 4000, payBefore: order.payBefore, sheet: { provider: 'sandbox' as const, outTradeNo: OUT_TRADE_NO } } })),
    recordedEndpoint(sandboxPayEndpoint, sandboxPays, (body) => {
      const outcome = body.outcome === 'succeeded' ? ('succeeded' as const) : ('failed' as const);
      isPaidAtSandbox = outcome === 'succeeded';
      return { content: { outTradeNo: OUT_TRADE_NO, outcome } };
    }),
    mockEndpoint(comboPayNotifyEndpoint, () => {
      if (!isPaidAtSandbox) return { errorMsg: 'no payment has been received for this order yet' };
      order = paid;
      return { content: order };
    }),
    recordedEndpoint(comboRefundEndpoint, refunds, () => {
      order = refunded;
      return { content: order };
    }),
    mockEndpoint(comboListEndpoint, { content: { combos: [buildCombo()] } }),
    mockEndpoint(comboOrderListEndpoint, () => ({ content: { orders: order.status === 'refunded' ? [] : [order], page: 1 } })),
  );
}

describe('combo packages', () => {
  it('#/combo/1: buy → the sandbox sheet at once, focused on confirm → paid: 5 / 5 days, each unused, and refund the rest', async () => {
    serveCombo();
    renderTravellerRoute('/combo/1', { now: NOW });
    const combo = await screen.findByRole('region', { name: '5 bag-days in Shanghai' });
    expect(within(combo).getByText('5 × one bag stored for one day')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'buy for ¥40.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(within(sheet).getByRole('button', { name: 'confirm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('5 / 5')).toBeInTheDocument();
    expect(sandboxPays).toEqual([expect.objectContaining({ outTradeNo: OUT_TRADE_NO, outcome: 'succeeded' })]);
    expect(screen.getAllByText('unused')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'refund the rest (¥40.00)' })).toHaveAttribute('href', '/combo/refund/7');
  });

  it('#/combo/refund/7: what is refunded and why; confirmed once, the order leaves my combo packages', async () => {
    serveCombo();
    renderTravellerRoute('/combo/1', { now: NOW });
    await userEvent.click(await screen.findByRole('button', { name: 'buy for ¥40.00' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sandbox payment' })).getByRole('button', { name: 'confirm' }));
    await userEvent.click(await screen.findByRole('link', { name: 'refund the rest (¥40.00)' }));
    expect(await screen.findByText('5 of 5 days unused: ¥40.00 × 5 ÷ 5, rounded down to the fen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'refund ¥40.00' }));
    expect(await screen.findByText('no combo packages yet')).toBeInTheDocument();
    expect(refunds).toEqual([expect.objectContaining({ comboOrderId: '7' })]);
    // The combos on sale follow, without a link to the page they are on.
    expect(await screen.findByRole('link', { name: /5 bag-days in Shanghai/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'my combo packages' })).not.toBeInTheDocument();
  });

  it('an unknown combo says so, with the way to my coupons', async () => {
    serveCombo();
    renderTravellerRoute('/combo/9', { now: NOW });
    expect(await screen.findByText('combo package not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'my coupons' })).toHaveAttribute('href', '/coupons');
  });

  it('another traveller’s combo order is not found, with the way to mine (in Chinese)', async () => {
    serveCombo();
    renderTravellerRoute('/combo/order/8', { now: NOW, language: 'zh-CN' });
    expect(await screen.findByRole('link', { name: '我的套餐' })).toHaveAttribute('href', '/combo/orders');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

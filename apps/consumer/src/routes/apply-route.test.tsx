import {
  applyCancelEndpoint,
  applyReasonEndpoint,
  cancelApplyEndpoint,
  orderInfoEndpoint,
  type OrderDetail,
} from '@luggage/api/contract';
import { buildOrderDetail, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { orderApi } from '@luggage/api/order-api';
import { recordedEndpoint, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCancelApplication } from '../app/test/build-cancel-application';
import { mockOrderInfo } from '../app/test/mock-order-info';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Tuesday 24 November 2026 in Shanghai: free cancellation of order 501 (stored from the 23rd) ended at 24:00.
const NOW = new Date('2026-11-24T02:00:00Z');

const pastDeadline = (overrides: Partial<OrderDetail> = {}) => buildOrderDetail({ cancellable: false, canApplyCancel: true, ...overrides });

const server = setUpMsw();

interface OpenOptions extends Pick<RenderTravellerRouteOptions, 'now' | 'language'> {
  order?: OrderDetail;
  apply?: MockAnswer<typeof applyCancelEndpoint>;
}

/**
 * Opens a cancellation screen against a server that keeps order 501's state like the real one: applying
 * sets storeStatus 100 and a pending application, withdrawing sets 0, a new reason replaces the old one.
 * Resolves to the rendered route and what the server received, per call.
 */
async function open(path: string, options: OpenOptions = {}) {
  const { language = 'en', now = NOW } = options;
  let order = options.order ?? pastDeadline();
  const sent = {
    orderInfo: [] as Record<string, unknown>[],
    applyCancel: [] as Record<string, unknown>[],
    cancelApply: [] as Record<string, unknown>[],
    applyReason: [] as Record<string, unknown>[],
  };
  const answer = () => ({ content: { orderId: order.id, status: order.status, storeStatus: order.storeStatus } });
  server.use(
    mockOrderInfo(() => order, sent.orderInfo),
    recordedEndpoint(applyCancelEndpoint, sent.applyCancel, (params) => {
      if (options.apply) return options.apply;
      const part = Number(String(params.apply).replace('part', ''));
      order = { ...order, storeStatus: 100, canApplyCancel: false, application: buildCancelApplication({ reason: String(params.reason), part }) };
      return answer();
    }),
    recordedEndpoint(cancelApplyEndpoint, sent.cancelApply, () => {
      order = { ...order, storeStatus: 0, canApplyCancel: true, application: order.application && { ...order.application, status: 'withdrawn' } };
      return answer();
    }),
    recordedEndpoint(applyReasonEndpoint, sent.applyReason, (params) => {
      order = { ...order, application: order.application && { ...order.application, reason: String(params.reason) } };
      return answer();
    }),
  );
  return { ...(await renderTravellerRoute(path, { now, language })), sent };
}

const reasonField = () => screen.getByRole('textbox', { name: 'reason for the storage point' });
const toasts = () => within(screen.getByRole('status', { name: 'notifications' }));

describe('#/apply?id=', () => {
  it('asks for a reason and the share to forfeit, 20 % unless chosen otherwise', async () => {
    await open('/apply?id=501');
    const parts = await screen.findByRole('group', { name: 'share of the amount paid you accept to forfeit' });
    expect(within(parts).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '10 % (¥6.00)',
      '20 % (¥12.00)',
      '30 % (¥18.00)',
      '50 % (¥30.00)',
    ]);
    expect(within(parts).getByRole('radio', { name: '20 % (¥12.00)' })).toBeChecked();
    expect(parts).toHaveAccessibleDescription('if the storage point agrees, ¥48.00 goes back to the original payment method');
    await userEvent.click(within(parts).getByRole('radio', { name: '50 % (¥30.00)' }));
    expect(parts).toHaveAccessibleDescription('if the storage point agrees, ¥30.00 goes back to the original payment method');
  });

  it('requires a reason', async () => {
    const { sent } = await open('/apply?id=501');
    await userEvent.click(await screen.findByRole('button', { name: 'send the application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('please tell the storage point why you cancel');
    expect(reasonField()).toHaveFocus();
    expect(reasonField()).toHaveAccessibleDescription('0 / 500 please tell the storage point why you cancel');
    expect(sent.applyCancel).toEqual([]);
  });

  it('applies, then the application is pending; withdrawing it (after a confirmation) keeps the order', async () => {
    const { router, sent } = await open('/apply?id=501');
    await userEvent.type(await screen.findByRole('textbox', { name: 'reason for the storage point' }), 'my flight was cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'send the application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applytip'));
    expect(sent.applyCancel).toEqual([{ orderId: '501', reason: 'my flight was cancelled', apply: 'part20', pic: [], v: 'web' }]);
    expect(await screen.findByRole('heading', { name: 'application sent' })).toBeInTheDocument();
    expect(screen.getByText('my flight was cancelled')).toBeInTheDocument();
    expect(screen.getByText('20 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'change the reason' })).toHaveAttribute('href', '/reason2?id=501');

    await userEvent.click(screen.getByRole('button', { name: 'withdraw the application' }));
    const dialog = screen.getByRole('alertdialog', { name: 'withdraw the application?' });
    expect(dialog).toHaveAccessibleDescription('The order stays booked as it is.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'withdraw' }));
    expect(await screen.findByText('application withdrawn: the order stays booked')).toBeInTheDocument();
    expect(sent.cancelApply).toEqual([{ orderId: '501', v: 'web' }]);
    expect(screen.queryByRole('button', { name: 'withdraw the application' })).not.toBeInTheDocument();
  });

  it('sends the share chosen', async () => {
    const { sent } = await open('/apply?id=501');
    await userEvent.type(await screen.findByRole('textbox', { name: 'reason for the storage point' }), 'ill');
    await userEvent.click(screen.getByRole('radio', { name: '10 % (¥6.00)' }));
    await userEvent.click(screen.getByRole('button', { name: 'send the application' }));
    await waitFor(() => expect(sent.applyCancel).toEqual([{ orderId: '501', reason: 'ill', apply: 'part10', pic: [], v: 'web' }]));
  });

  it('shows a refusal as a toast and keeps what was written', async () => {
    const message = 'this order already has a pending application';
    const { router } = await open('/apply?id=501', { apply: { errorMsg: message } });
    await userEvent.type(await screen.findByRole('textbox', { name: 'reason for the storage point' }), 'ill');
    await userEvent.click(screen.getByRole('radio', { name: '30 % (¥18.00)' }));
    await userEvent.click(screen.getByRole('button', { name: 'send the application' }));
    expect(await toasts().findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply');
    expect(reasonField()).toHaveValue('ill');
    expect(screen.getByRole('radio', { name: '30 % (¥18.00)' })).toBeChecked();
  });

  it('while free cancellation is possible, sends the traveller to it', async () => {
    await open('/apply?id=501', { order: buildOrderDetail(), now: new Date('2026-11-23T02:00:00Z') });
    expect(await screen.findByText('this order can still be cancelled free of charge')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cancel for free' })).toHaveAttribute('href', '/cancel?id=501');
  });

  it('a stored order cannot be applied for', async () => {
    await open('/apply?id=501', { order: pastDeadline({ storeStatus: 20, canApplyCancel: false }) });
    expect(await screen.findByText('the luggage has been stored, this order can no longer be cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'send the application' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await open('/apply?id=501', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '申请取消' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '20%（¥12.00）' })).toBeChecked();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeInTheDocument();
  });
});

describe('#/applytip?id= and #/reason2?id=', () => {
  it('changes the reason of the pending application: the cached order holds it at once, and its one reload agrees', async () => {
    const { router, store, sent } = await open('/applytip?id=501', {
      order: pastDeadline({ storeStatus: 100, canApplyCancel: false, application: buildCancelApplication() }),
    });
    await userEvent.click(await screen.findByRole('link', { name: 'change the reason' }));
    const field = await screen.findByRole('textbox', { name: 'reason for the storage point' });
    expect(router.state.location.pathname).toBe('/reason2');
    expect(field).toHaveValue('my flight was cancelled');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'save the reason' }));
    expect(screen.getByRole('alert')).toHaveTextContent('please tell the storage point why you cancel');
    expect(sent.applyReason).toEqual([]);
    await userEvent.type(field, 'the storage point was closed');
    await userEvent.click(screen.getByRole('button', { name: 'save the reason' }));
    expect(await toasts().findByText('reason updated')).toBeInTheDocument();
    expect(sent.applyReason).toEqual([{ orderId: '501', reason: 'the storage point was closed', v: 'web' }]);
    // The tip itself, not the path: the router renders a navigation in a transition, so the form (whose
    // text area holds the same words) stays on screen for a moment after the path has changed.
    const tip = await screen.findByRole('region', { name: 'application sent' });
    expect(router.state.location.pathname).toBe('/applytip');
    expect(within(tip).getByText('the storage point was closed')).toBeInTheDocument();
    const cached = () => orderApi.endpoints.orderInfo.select({ orderId: '501' })(store.getState());
    expect(cached().data?.application?.reason).toBe('the storage point was closed');

    // Loads of order 501: the tip's first one, then the reload the change asked for (the form and the
    // tip's second opening read the cache).
    await waitFor(() => {
      expect(sent.orderInfo).toHaveLength(2);
      expect(cached().status).toBe('fulfilled');
    });
    expect(sent.orderInfo).toEqual([
      { orderId: '501', v: 'web' },
      { orderId: '501', v: 'web' },
    ]);
    expect(cached().data?.application?.reason).toBe('the storage point was closed');
    expect(within(tip).getByText('the storage point was closed')).toBeInTheDocument();
  });

  it('without a pending application, says so (and how the last one ended)', async () => {
    await open('/applytip?id=501', { order: pastDeadline({ application: buildCancelApplication({ status: 'rejected' }) }) });
    expect(await screen.findByText('the storage point declined your cancellation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'withdraw the application' })).not.toBeInTheDocument();
  });

  it('#/reason2 without a pending application offers no form', async () => {
    await open('/reason2?id=501');
    expect(await screen.findByText('this order has no pending cancellation application')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('storeStatus answered by an action (spec §4)', () => {
  /** Keeps every reload of order 501 from now on waiting, so the cache shows what the action wrote. */
  function holdReloads() {
    server.use(
      http.get('*/api/user/order/info/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('orderId') === '501') await delay('infinite');
        return undefined;
      }),
    );
  }

  it('is written into the loaded order of that id only', async () => {
    const { store, sent } = await open('/apply?id=501');
    const reason = await screen.findByRole('textbox', { name: 'reason for the storage point' });
    server.use(mockEndpoint(orderInfoEndpoint, (params) => ({ content: pastDeadline({ id: String(params.orderId) }) })));
    await store.dispatch(orderApi.endpoints.orderInfo.initiate({ orderId: '502' }));
    holdReloads();
    await userEvent.type(reason, 'ill');
    await userEvent.click(screen.getByRole('button', { name: 'send the application' }));
    await waitFor(() => expect(sent.applyCancel).toHaveLength(1));
    const loaded = (orderId: string) => orderApi.endpoints.orderInfo.select({ orderId })(store.getState()).data;
    await waitFor(() => expect(loaded('501')?.storeStatus).toBe(100));
    expect(loaded('501')?.application).toBeNull();
    expect(loaded('502')?.storeStatus).toBe(0);
  });

  it('withdrawing writes the answered storeStatus (0) into the loaded order', async () => {
    const { store } = await open('/applytip?id=501', { order: pastDeadline({ storeStatus: 100, canApplyCancel: false, application: buildCancelApplication() }) });
    await userEvent.click(await screen.findByRole('button', { name: 'withdraw the application' }));
    holdReloads();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'withdraw' }));
    await waitFor(() => expect(orderApi.endpoints.orderInfo.select({ orderId: '501' })(store.getState()).data?.storeStatus).toBe(0));
    expect(orderApi.endpoints.orderInfo.select({ orderId: '501' })(store.getState()).data?.application?.status).toBe('pending');
  });
});

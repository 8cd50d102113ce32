import { cancelApplyEndpoint, orderInfoEndpoint, type OrderDetail } from '@luggage/api/contract';
import { buildOrderDetail, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { loggedIn } from '@luggage/api/session';
import { expectSentToLogin, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTravellerSession } from '../app/test/build-traveller-session';
import { mockOrderInfo } from '../app/test/mock-order-info';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai, the storage date of order 501: free cancellation until 24:00.
const NOW = new Date('2026-11-23T02:00:00Z');
// 10:00 the next day: free cancellation is over.
const NEXT_DAY = new Date('2026-11-24T02:00:00Z');

const sent = { cancelApply: requestLog() };

const server = setUpMsw();

interface OpenOptions extends Pick<RenderTravellerRouteOptions, 'now' | 'isGuest' | 'language' | 'location'> {
  order?: OrderDetail;
  info?: MockAnswer<typeof orderInfoEndpoint>;
}

function openCancel(path = '/cancel?id=501', options: OpenOptions = {}) {
  const { order = buildOrderDetail(), now = NOW, isGuest = false, language = 'en', location } = options;
  server.use(
    options.info ? mockEndpoint(orderInfoEndpoint, options.info) : mockOrderInfo(() => order),
    recordedEndpoint(cancelApplyEndpoint, sent.cancelApply, () => ({ content: { orderId: order.id, status: 'paid' as const, storeStatus: 0 } })),
  );
  return renderTravellerRoute(path, { now, language, isGuest, location });
}

describe('#/cancel?id=', () => {
  it('states the rule, the deadline and the refund, and goes on to the reason', async () => {
    const { router } = await openCancel();
    expect(await screen.findByText('free cancellation until 24:00 on 23 Nov 2026 (Shanghai time)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'cancel order' })).toBeInTheDocument();
    expect(screen.getByText(/cancelled free of charge before storage, until 24:00 of the storage date \(Shanghai time\)/)).toBeInTheDocument();
    expect(screen.getByText(/Once the luggage is stored, the order can no longer be cancelled/)).toBeInTheDocument();
    expect(screen.getByText('¥60.00')).toBeInTheDocument();
    expect(screen.getByText('the whole amount paid, back to the original payment method')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reason'));
    expect(router.state.location.search).toBe('?id=501');
  });

  it('a stored order cannot be cancelled, and says so', async () => {
    await openCancel('/cancel?id=501', { order: buildOrderDetail({ storeStatus: 20, cancellable: false, pic: ['https://img.example/1.jpg'] }) });
    expect(await screen.findByText('the luggage has been stored, this order can no longer be cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'apply for cancellation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'view the order' })).toHaveAttribute('href', '/order/501');
  });

  it('once the deadline has passed, offers to apply to the storage point', async () => {
    const { router } = await openCancel('/cancel?id=501', {
      now: NEXT_DAY,
      order: buildOrderDetail({ cancellable: false, canApplyCancel: true }),
    });
    expect(
      await screen.findByText(
        'free cancellation ended at 24:00 on 23 Nov 2026 (Shanghai time). You can still apply to the storage point for cancellation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'apply for cancellation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
    expect(router.state.location.search).toBe('?id=501');
  });

  it('stops offering free cancellation at 24:00 even when the order was loaded before', async () => {
    await openCancel('/cancel?id=501', { now: NEXT_DAY, order: buildOrderDetail({ cancellable: true }) });
    expect(await screen.findByRole('link', { name: 'apply for cancellation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'continue' })).not.toBeInTheDocument();
  });

  it('with a pending application, offers to withdraw it (after a confirmation)', async () => {
    const order = buildOrderDetail({
      cancellable: false,
      storeStatus: 100,
      application: { kind: 'cancel', status: 'pending', reason: 'flight cancelled', part: 20, startDate: null, endDate: null, createdAt: '2026-11-24T01:00:00Z' },
    });
    await openCancel('/cancel?id=501', { now: NEXT_DAY, order });
    expect(await screen.findByText('you have applied for cancellation; the storage point has not answered yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'view the application' })).toHaveAttribute('href', '/applytip?id=501');
    await userEvent.click(screen.getByRole('button', { name: 'withdraw the application' }));
    const dialog = screen.getByRole('alertdialog', { name: 'withdraw the application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'keep the application' }));
    expect(sent.cancelApply).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'withdraw the application' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'withdraw' }));
    await waitFor(() => expect(sent.cancelApply).toEqual([{ orderId: '501', v: 'web' }]));
  });

  it('a cancelled order says so, with its refund', async () => {
    await openCancel('/cancel?id=501', {
      order: buildOrderDetail({
        status: 'refunded',
        cancellable: false,
        refund: { amount: 6000, status: 'succeeded', channel: 'sandbox', createdAt: '2026-11-23T02:00:00Z', succeededAt: '2026-11-23T02:01:00Z' },
      }),
    });
    expect(await screen.findByText('this order has been cancelled')).toBeInTheDocument();
    expect(screen.getByText('refunded: ¥60.00 is back on the original payment method')).toBeInTheDocument();
  });

  it.each(['/cancel?id=999', '/cancel', '/cancel?id=abc'])('%s is an unknown order, with a way to the orders', async (path) => {
    await openCancel(path);
    expect(await screen.findByText('order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to my orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows a failed load with a retry', async () => {
    await openCancel('/cancel?id=501', { info: { httpStatus: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    server.use(mockEndpoint(orderInfoEndpoint, { content: buildOrderDetail() }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('¥60.00')).toBeInTheDocument();
  });

  it('sends a guest to the login, which returns here', async () => {
    const { router } = await openCancel('/cancel?id=501', { isGuest: true });
    await expectSentToLogin(router, '/cancel?id=501');
  });

  it('after the session expired: toast, logout, login with a way back to this page', async () => {
    const location = { hash: '#/cancel?id=501' };
    const { router, store } = await openCancel('/cancel?id=501', { info: { httpStatus: 401 }, location });
    await waitFor(() => expect(location.hash).toBe('#/login?redirect=%2Fcancel%3Fid%3D501'));
    expect(await screen.findByText('token has expired, please log in again')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    server.use(mockEndpoint(orderInfoEndpoint, { content: buildOrderDetail() }));
    await router.navigate(location.hash.slice(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'log in' })).toBeInTheDocument();
    store.dispatch(loggedIn({ area: 'user', session: buildTravellerSession() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel'));
    expect(router.state.location.search).toBe('?id=501');
    expect(await screen.findByText('¥60.00')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await openCancel('/cancel?id=501', { language: 'zh-CN' });
    expect(await screen.findByText('免费取消截止：2026年11月23日 24:00（北京时间）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '取消订单' })).toBeInTheDocument();
    expect(screen.getByText('实付金额全额原路退回')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续' })).toBeInTheDocument();
  });
});

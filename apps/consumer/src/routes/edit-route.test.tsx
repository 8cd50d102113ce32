import { cancelEditEndpoint, compactDateSchema, editOrderEndpoint, type OrderApplication, type OrderDetail } from '@luggage/api/contract';
import { buildOrderDetail, type MockAnswer } from '@luggage/api/mocks';
import { orderApi } from '@luggage/api/order-api';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { calendarDay, chooseDate, dateField } from '../app/test/choose-date';
import { mockOrderInfo } from '../app/test/mock-order-info';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai. Order 501 stores two days, 24 and 25 November.
const NOW = new Date('2026-11-23T02:00:00Z');
const booked = () => buildOrderDetail({ startTime: '2026-11-24', endTime: '2026-11-25', cancelDeadline: '2026-11-24T16:00:00.000Z' });
const pendingChange = (overrides: Partial<OrderApplication> = {}): OrderApplication => ({
  kind: 'edit',
  status: 'pending',
  reason: '',
  part: null,
  startDate: '2026-11-26',
  endDate: '2026-11-27',
  createdAt: '2026-11-23T01:00:00Z',
  ...overrides,
});

const sent = { editOrder: requestLog(), cancelEdit: requestLog() };

const server = setUpMsw();

interface OpenOptions extends Pick<RenderTravellerRouteOptions, 'language'> {
  order?: OrderDetail;
  edit?: MockAnswer<typeof editOrderEndpoint>;
}

/** Opens a change-request screen against a server that keeps order 501's state: asking sets 110, withdrawing 0. */
function open(path: string, options: OpenOptions = {}) {
  const { language = 'en' } = options;
  let order = options.order ?? booked();
  const answer = () => ({ content: { orderId: order.id, status: order.status, storeStatus: order.storeStatus } });
  server.use(
    mockOrderInfo(() => order),
    recordedEndpoint(editOrderEndpoint, sent.editOrder, (params) => {
      if (options.edit) return options.edit;
      order = { ...order, storeStatus: 110, application: pendingChange({ startDate: compactDateSchema.decode(String(params.startDate)), endDate: compactDateSchema.decode(String(params.endDate)) }) };
      return answer();
    }),
    recordedEndpoint(cancelEditEndpoint, sent.cancelEdit, () => {
      order = { ...order, storeStatus: 0, application: order.application && { ...order.application, status: 'withdrawn' } };
      return answer();
    }),
  );
  return renderTravellerRoute(path, { now: NOW, language });
}

const startDate = () => dateField('start date');
const endDate = () => dateField('end date');
const submit = () => screen.getByRole('button', { name: 'ask for the change' });

describe('#/edit?id=', () => {
  it('opens on the booked days and explains that the storage point confirms', async () => {
    await open('/edit?id=501');
    expect(await screen.findByText(/The storage point confirms the change; until then your booking stays as it is/)).toBeInTheDocument();
    expect(screen.getByText('booked: 24 Nov 2026 to 25 Nov 2026, 2 days')).toBeInTheDocument();
    expect(startDate()).toHaveTextContent('24 Nov 2026');
    expect(startDate()).toHaveAccessibleDescription('tomorrow');
    expect(endDate()).toHaveTextContent('25 Nov 2026');
    expect(endDate()).toHaveAccessibleDescription('day after tomorrow');
  });

  it('checks the days: from today on, end not before start, no longer than booked, not the booked days', async () => {
    await open('/edit?id=501');
    await screen.findByRole('button', { name: /^start date / });
    // Days before today cannot be chosen.
    expect(await calendarDay('start date', '2026-11-22')).toBeDisabled();
    await userEvent.click(await calendarDay('start date', '2026-11-26'));
    expect(startDate()).toBeValid();
    expect(endDate()).toHaveAccessibleDescription('day after tomorrow the end date cannot be before the start date');
    await chooseDate('end date', '2026-11-28');
    expect(endDate()).toHaveAccessibleDescription('at most 2 days, as booked');
    await userEvent.click(submit());
    expect(sent.editOrder).toEqual([]);
    await chooseDate('start date', '2026-11-24');
    await chooseDate('end date', '2026-11-25');
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('choose days other than the booked ones');
    expect(sent.editOrder).toEqual([]);
  });

  it('asks for the change, then it is pending; withdrawing it (after a confirmation) keeps the booking', async () => {
    const { router, store } = await open('/edit?id=501');
    await screen.findByRole('button', { name: /^start date / });
    await chooseDate('start date', '2026-11-26');
    await chooseDate('end date', '2026-11-26');
    await userEvent.type(screen.getByRole('textbox', { name: 'message to the storage point (optional)' }), 'flight moved');
    await userEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/edited'));
    expect(router.state.location.search).toBe('?id=501');
    expect(sent.editOrder).toEqual([{ orderId: '501', startDate: '20261126', endDate: '20261126', reason: 'flight moved', v: 'web' }]);
    expect(await screen.findByRole('heading', { name: 'change requested' })).toBeInTheDocument();
    expect(screen.getByText('You asked to store from 26 Nov 2026 to 26 Nov 2026. The storage point has not confirmed it yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'withdraw the change request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'withdraw the change request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'keep the request' }));
    expect(sent.cancelEdit).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'withdraw the change request' }));
    // From here on the order's reload waits: what the screen knows of storeStatus is what cancel_edit answered.
    server.use(http.get('*/api/user/order/info/', () => delay('infinite')));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'withdraw' }));
    expect(await screen.findByText('change request withdrawn: your booking stays on its current days')).toBeInTheDocument();
    expect(sent.cancelEdit).toEqual([{ orderId: '501', v: 'web' }]);
    expect(orderApi.endpoints.orderInfo.select({ orderId: '501' })(store.getState()).data?.storeStatus).toBe(0);
  });

  it('shows a refusal as a toast and keeps the days chosen', async () => {
    const message = 'this order already has a pending application';
    const { router } = await open('/edit?id=501', { edit: { errorMsg: message } });
    await screen.findByRole('button', { name: /^start date / });
    await chooseDate('start date', '2026-11-27');
    await chooseDate('end date', '2026-11-28');
    await userEvent.click(submit());
    expect(await within(screen.getByRole('status', { name: 'notifications' })).findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
    expect(startDate()).toHaveTextContent('27 Nov 2026');
    expect(endDate()).toHaveTextContent('28 Nov 2026');
  });

  it('a stored order cannot be changed', async () => {
    await open('/edit?id=501', { order: buildOrderDetail({ storeStatus: 20, cancellable: false }) });
    expect(await screen.findByText('the luggage has been stored, the storage days can no longer be changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^start date / })).not.toBeInTheDocument();
  });

  it('an extended order keeps its days', async () => {
    const extension = { id: '601', startTime: '2026-11-25', endTime: '2026-11-25', payAmount: 3000, status: 'paid' as const, payBefore: '2026-11-23T02:15:00.000Z' };
    await open('/edit?id=501', { order: buildOrderDetail({ endTime: '2026-11-25', totalDays: 3, extensions: [extension] }) });
    expect(await screen.findByText('this order has been extended, its storage days can no longer be changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^start date / })).not.toBeInTheDocument();
  });

  it('a pending change leads to it instead of a second one', async () => {
    await open('/edit?id=501', { order: buildOrderDetail({ storeStatus: 110, application: pendingChange() }) });
    expect(await screen.findByRole('link', { name: 'view the change request' })).toHaveAttribute('href', '/edited?id=501');
  });

  it('#/edited without a pending change says so', async () => {
    await open('/edited?id=501', { order: buildOrderDetail({ application: pendingChange({ status: 'approved' }) }) });
    expect(await screen.findByText('the storage point accepted the change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'withdraw the change request' })).not.toBeInTheDocument();
  });

  it('is an unknown order for another id', async () => {
    await open('/edited?id=12');
    expect(await screen.findByText('order not found')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await open('/edit?id=501', { language: 'zh-CN' });
    expect(await screen.findByLabelText('开始日期')).toHaveAccessibleDescription('明天');
    expect(screen.getByRole('heading', { level: 1, name: '修改订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '申请修改' })).toBeInTheDocument();
  });
});

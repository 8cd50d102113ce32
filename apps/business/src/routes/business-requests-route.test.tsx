import { businessInfoEndpoint, businessTodayEndpoint, decideApplicationEndpoint, type BusinessToday, type PendingApplication } from '@luggage/api/contract';
import { buildBusinessInfo, buildBusinessOrder, mockEndpoint } from '@luggage/api/mocks';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderStaffRoute } from '../app/test/render-staff-route';
import { buildPendingApplication } from '../features/requests/build-pending-application';

/** The shop's day as the mocked server holds it: answering an application takes it off the list. */
let waiting: PendingApplication[] = [];
const todayCalls = requestLog();
const decisions = requestLog();
const today = (): BusinessToday => ({
  date: '2026-11-23',
  closed: false,
  openConfirmedAt: null,
  dropOffs: [],
  pickUps: [],
  inStore: [],
  inStoreOrders: 0,
  applications: waiting,
});

const server = setUpMsw(
  mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo() }),
  recordedEndpoint(businessTodayEndpoint, todayCalls, () => ({ content: today() })),
  mockEndpoint(decideApplicationEndpoint, ({ v: _v, ...body }) => {
    decisions.push(body);
    waiting = waiting.filter((pending) => pending.order.id !== body.orderId);
    return { content: buildBusinessOrder({ id: String(body.orderId), status: 'refunding' }) };
  }),
);
beforeEach(() => {
  waiting = [buildPendingApplication('cancel'), buildPendingApplication('edit')];
});

/** #/bussiness/requests with the owner of shop 1 signed in. */
function open() {
  return renderStaffRoute('/bussiness/requests');
}

describe('#/bussiness/requests', () => {
  it("lists the current shop's waiting requests; an answer takes the request off the refetched list and says what happened", async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: /waiting for your answer/ })).toHaveTextContent('2 requests');
    expect(todayCalls.map((params) => params.storeId)).toEqual(['1']);
    await userEvent.click(within(screen.getByRole('article', { name: 'cancellation' })).getByRole('button', { name: 'approve' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'approve' }));

    expect(await screen.findByText('order 501 cancelled: ¥48.00 refunded to the traveller')).toBeVisible();
    expect(decisions).toEqual([{ storeId: 1, orderId: '501', approve: true }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'cancellation' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: /waiting for your answer/ })).toHaveTextContent('1 request');
    expect(screen.getByRole('article', { name: 'change of days' })).toBeVisible();
    expect(todayCalls).toHaveLength(2);
  });

  it('keeps a refusal in the last answer when the refetched list no longer has the request', async () => {
    server.use(
      mockEndpoint(decideApplicationEndpoint, ({ orderId }) => {
        // The traveller withdrew the application meanwhile: it is gone from the shop's day.
        waiting = waiting.filter((pending) => pending.order.id !== orderId);
        return { errorMsg: 'this application was already answered' };
      }),
    );
    await open();
    await userEvent.click(within(await screen.findByRole('article', { name: 'cancellation' })).getByRole('button', { name: 'approve' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'approve' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'cancellation' })).toBeNull());
    expect(screen.getByRole('status', { name: 'last answer' })).toHaveTextContent('order 501 was not answered: this application was already answered');
  });

  it('reads the requests again when the page comes back into focus', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: /waiting for your answer/ })).toHaveTextContent('2 requests');
    // The traveller withdrew the change of days on their phone meanwhile.
    waiting = waiting.filter((pending) => pending.application.kind !== 'edit');
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'change of days' })).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: /waiting for your answer/ })).toHaveTextContent('1 request');
  });

  it('says when nothing waits', async () => {
    waiting = [];
    await open();
    expect(await screen.findByText('no requests waiting')).toBeVisible();
  });

  it('offers a retry when the day cannot be loaded', async () => {
    server.use(mockEndpoint(businessTodayEndpoint, { httpStatus: 500 }));
    await open();
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(screen.getByRole('alert')).toBeVisible();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'change of days' })).toBeVisible();
  });
});

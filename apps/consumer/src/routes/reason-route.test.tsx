import { cancelOrderEndpoint, type OrderDetail } from '@luggage/api/contract';
import { buildOrderDetail, type MockAnswer } from '@luggage/api/mocks';
import { orderApi } from '@luggage/api/order-api';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOrderInfo } from '../app/test/mock-order-info';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai, the storage date of order 501: free cancellation until 24:00.
const NOW = new Date('2026-11-23T02:00:00Z');

const sent = requestLog();

const server = setUpMsw();

interface OpenOptions extends Pick<RenderTravellerRouteOptions, 'language'> {
  order?: OrderDetail;
  cancel?: MockAnswer<typeof cancelOrderEndpoint>;
}

/** Opens the reason form against a server that keeps the order's state: a cancellation makes it 'refunding'. */
function openReason(path = '/reason?id=501', options: OpenOptions = {}) {
  const { language = 'en' } = options;
  let order = options.order ?? buildOrderDetail();
  server.use(
    mockOrderInfo(() => order),
    recordedEndpoint(cancelOrderEndpoint, sent, () => {
      if (options.cancel) return options.cancel;
      order = { ...order, status: 'refunding', cancellable: false, voucherCode: null };
      return { content: { orderId: order.id, status: 'refunding' as const, storeStatus: 0 } };
    }),
  );
  return renderTravellerRoute(path, { now: NOW, language });
}

const words = () => screen.getByRole('textbox', { name: 'anything else to tell us (optional)' });

/** Chooses 'the storage point was closed', types a few words and confirms. */
async function chooseTypeAndConfirm() {
  await userEvent.click(await screen.findByRole('radio', { name: 'the storage point was closed' }));
  await userEvent.type(words(), 'closed at 10');
  await userEvent.click(screen.getByRole('button', { name: 'cancel the order' }));
  const dialog = screen.getByRole('alertdialog', { name: 'cancel this order?' });
  expect(dialog).toHaveAccessibleDescription('¥60.00 will be refunded to the original payment method.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'cancel the order' }));
}

describe('#/reason?id=', () => {
  it('offers every reason as one radio group, and optional words with a counter', async () => {
    await openReason();
    const group = await screen.findByRole('group', { name: 'why do you cancel?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'my plans changed',
      'the storage point was closed',
      'the storage point refused my luggage',
      'I could not find the storage point',
      'I booked the wrong dates or items',
      'another reason',
    ]);
    expect(words()).toHaveAccessibleDescription('0 / 500');
    expect(words()).toHaveAttribute('maxLength', '500');
    await userEvent.type(words(), 'hello');
    expect(words()).toHaveAccessibleDescription('5 / 500');
  });

  it('asks for a reason before anything is sent', async () => {
    await openReason();
    await userEvent.click(await screen.findByRole('button', { name: 'cancel the order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('please choose a reason');
    expect(screen.getByRole('group', { name: 'why do you cancel?' })).toHaveAccessibleDescription('please choose a reason');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('"keep the order" in the confirmation sends nothing', async () => {
    await openReason();
    await userEvent.click(await screen.findByRole('radio', { name: 'my plans changed' }));
    await userEvent.click(screen.getByRole('button', { name: 'cancel the order' }));
    await userEvent.click(screen.getByRole('button', { name: 'keep the order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('cancels after the confirmation and shows the refund in progress, with a link to the order', async () => {
    const { store } = await openReason();
    await chooseTypeAndConfirm();
    expect(await screen.findByRole('heading', { name: 'order cancelled' })).toHaveFocus();
    expect(sent).toEqual([{ orderId: '501', key: 'shop_closed', reason: 'closed at 10', part: 'all', v: 'web' }]);
    expect(screen.getByText('refund in progress: ¥60.00 is on its way back to the original payment method')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'view the order' })).toHaveAttribute('href', '/order/501');
    // The reloaded order is no longer cancellable; the success stays.
    await waitFor(() => expect(orderApi.endpoints.orderInfo.select({ orderId: '501' })(store.getState()).data?.status).toBe('refunding'));
    expect(screen.getByRole('heading', { name: 'order cancelled' })).toBeInTheDocument();
  });

  it('says "refunded" when the refund has already reached the payment method', async () => {
    await openReason('/reason?id=501', { cancel: { content: { orderId: '501', status: 'refunded', storeStatus: 0 } } });
    await chooseTypeAndConfirm();
    expect(await screen.findByText('refunded: ¥60.00 is back on the original payment method')).toBeInTheDocument();
  });

  it('shows a refusal as a toast and keeps the reason and the words', async () => {
    const message = 'the luggage has been stored, this order can no longer be cancelled';
    await openReason('/reason?id=501', { cancel: { errorMsg: message } });
    await chooseTypeAndConfirm();
    expect(await within(screen.getByRole('status', { name: 'notifications' })).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'the storage point was closed' })).toBeChecked();
    expect(words()).toHaveValue('closed at 10');
    expect(screen.getByRole('button', { name: 'cancel the order' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'order cancelled' })).not.toBeInTheDocument();
  });

  it('keeps at most 500 characters', async () => {
    await openReason();
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'x'.repeat(600) } });
    expect(words()).toHaveValue('x'.repeat(500));
    expect(words()).toHaveAccessibleDescription('500 / 500');
  });

  it('explains instead of offering the form when the order can no longer be cancelled', async () => {
    await openReason('/reason?id=501', { order: buildOrderDetail({ storeStatus: 20, cancellable: false }) });
    expect(await screen.findByText('the luggage has been stored, this order can no longer be cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'cancel the order' })).not.toBeInTheDocument();
  });

  it('is an unknown order for another id', async () => {
    await openReason('/reason?id=777');
    expect(await screen.findByText('order not found')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await openReason('/reason?id=501', { language: 'zh-CN' });
    expect(await screen.findByRole('group', { name: '取消原因' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '行程有变' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '补充说明（选填）' })).toHaveAccessibleDescription('0 / 500');
    expect(screen.getByRole('heading', { level: 1, name: '取消原因' })).toBeInTheDocument();
  });
});

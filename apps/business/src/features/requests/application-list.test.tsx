import { decideApplicationEndpoint, type PendingApplication } from '@luggage/api/contract';
import { buildBusinessOrder, type MockAnswer } from '@luggage/api/mocks';
import type { Language } from '@luggage/app-shell/i18n';
import { recordedEndpoint, renderWithApp, setUpMsw } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { businessLocales } from '../../app/locales';
import { ApplicationList } from './application-list';
import { buildPendingApplication } from './build-pending-application';

const server = setUpMsw();

/** Renders the list of `applications` for shop 1 against a decideApplication answering `answer`; returns the bodies it received. */
function open(applications: PendingApplication[], answer: MockAnswer<typeof decideApplicationEndpoint>, language: Language = 'en') {
  const sent: Record<string, unknown>[] = [];
  server.use(
    recordedEndpoint(decideApplicationEndpoint, sent, () => answer),
  );
  renderWithApp(<ApplicationList storeId={1} applications={applications} />, { locales: businessLocales, language });
  return sent;
}

const card = (name: string) => within(screen.getByRole('article', { name }));
const dialog = () => within(screen.getByRole('alertdialog'));
/** Clicks `button` in the card called `name`, then `confirm` in the dialog it opens. */
async function answer(name: string, button: string, confirm = button) {
  await userEvent.click(card(name).getByRole('button', { name: button }));
  await userEvent.click(dialog().getByRole('button', { name: confirm }));
}
/** The request fields the server reads (the signed call adds `v`). */
const decision = (body: Record<string, unknown> | undefined) => body && { storeId: body.storeId, orderId: body.orderId, approve: body.approve };

describe('ApplicationList', () => {
  it('shows a cancellation application with the forfeit and the refund in yuan, and approving it sends approve true and announces the refund', async () => {
    const sent = open([buildPendingApplication('cancel', { order: { payAmount: 4500 }, application: { part: 30 } })], {
      content: buildBusinessOrder({ status: 'refunding' }),
    });
    const cancellation = card('cancellation');
    expect(cancellation.getByText('138****8000')).toBeVisible();
    expect(cancellation.getByText('23 Nov 2026 to 24 Nov 2026 (2 days)')).toBeVisible();
    expect(cancellation.getByText('2 bags')).toBeVisible();
    expect(cancellation.getByText('my flight was cancelled')).toBeVisible();
    expect(cancellation.getByText('¥45.00')).toBeVisible();
    expect(cancellation.getByText('¥13.50 (30 %)')).toBeVisible();
    expect(cancellation.getByText('¥31.50')).toBeVisible();

    await userEvent.click(cancellation.getByRole('button', { name: 'approve' }));
    expect(dialog().getByText('order 501 is cancelled: ¥31.50 goes back to the traveller and the shop keeps ¥13.50.')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'approve' }));
    expect(await screen.findByText('order 501 cancelled: ¥31.50 refunded to the traveller')).toBeVisible();
    expect(screen.getByRole('status', { name: 'last answer' })).toHaveTextContent('order 501 cancelled: ¥31.50 refunded to the traveller');
    expect(sent.map(decision)).toEqual([{ storeId: 1, orderId: '501', approve: true }]);
  });

  it('a 100 % forfeit has nothing to refund', async () => {
    open([buildPendingApplication('cancel', { application: { part: 100 } })], { content: buildBusinessOrder({ status: 'refunded' }) });
    expect(card('cancellation').getByText('¥0.00')).toBeVisible();
    await answer('cancellation', 'approve');
    expect(await screen.findByText('order 501 cancelled: nothing to refund')).toBeVisible();
  });

  it('shows a change of days with the asked days; declining sends approve false and says the order stays', async () => {
    const sent = open([buildPendingApplication('edit')], { content: buildBusinessOrder({ id: '502' }) });
    expect(card('change of days').getByText('25 Nov 2026 to 26 Nov 2026 (2 days)')).toBeVisible();
    expect(card('change of days').getByText('the price stays as paid: no difference is charged or refunded')).toBeVisible();
    await userEvent.click(card('change of days').getByRole('button', { name: 'decline' }));
    expect(dialog().getByText('order 502 stays on 23 Nov 2026 to 24 Nov 2026 (2 days).')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'decline' }));
    expect(await screen.findByText('request for order 502 declined: the order stays as it was')).toBeVisible();
    expect(sent.map(decision)).toEqual([{ storeId: 1, orderId: '502', approve: false }]);
  });

  it('approving a change announces the new days', async () => {
    const sent = open([buildPendingApplication('edit')], { content: buildBusinessOrder({ id: '502', startTime: '2026-11-25', endTime: '2026-11-26' }) });
    await answer('change of days', 'approve');
    expect(await screen.findByText('order 502 moved to 25 Nov 2026 to 26 Nov 2026 (2 days)')).toBeVisible();
    expect(sent.map(decision)).toEqual([{ storeId: 1, orderId: '502', approve: true }]);
  });

  it('"not now" closes the dialog and sends nothing', async () => {
    const sent = open([buildPendingApplication('cancel')], { content: buildBusinessOrder() });
    await answer('cancellation', 'approve', 'not now');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('waits while the answer is on its way: both buttons disabled, the chosen one says so', async () => {
    let release = () => {};
    const sent: unknown[] = [];
    server.use(
      http.post(`*${decideApplicationEndpoint.path}`, async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ status: 1, content: buildBusinessOrder() });
      }),
    );
    renderWithApp(<ApplicationList storeId={1} applications={[buildPendingApplication('cancel')]} />, { locales: businessLocales });
    await answer('cancellation', 'approve');
    expect(await card('cancellation').findByRole('button', { name: 'approving…' })).toBeDisabled();
    expect(card('cancellation').getByRole('button', { name: 'decline' })).toBeDisabled();
    expect(screen.getByRole('article', { name: 'cancellation' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('order 501 cancelled: ¥48.00 refunded to the traveller')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it('shows a refusal (no room on an asked day) in the card and in the last answer, and lets staff answer again', async () => {
    open([buildPendingApplication('edit')], { errorMsg: 'not enough room for bags on 2026-11-25, please choose other dates' });
    await answer('change of days', 'approve');
    expect(await card('change of days').findByText('not enough room for bags on 2026-11-25, please choose other dates')).toBeVisible();
    expect(card('change of days').getByRole('button', { name: 'approve' })).toBeEnabled();
    expect(screen.getByRole('status', { name: 'last answer' })).toHaveTextContent(
      'order 502 was not answered: not enough room for bags on 2026-11-25, please choose other dates',
    );
  });

  it('says when nothing waits', () => {
    open([], { content: buildBusinessOrder() });
    expect(screen.getByText('no requests waiting')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('speaks Chinese', async () => {
    open([buildPendingApplication('cancel')], { content: buildBusinessOrder({ status: 'refunding' }) }, 'zh-CN');
    expect(card('取消申请').getByText('¥12.00（20%）')).toBeVisible();
    await answer('取消申请', '同意');
    expect(await screen.findByText('订单 501 已取消：已退还旅客 ¥48.00')).toBeVisible();
  });
});

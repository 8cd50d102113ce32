import {
  businessInfoEndpoint,
  ERROR_MESSAGES,
  uploadLuggagePhotoEndpoint,
  walkInEndpoint,
  walkInQuoteEndpoint,
  type WalkInQuote,
} from '@luggage/api/contract';
import { buildBusinessInfo, buildBusinessOrder, mockEndpoint } from '@luggage/api/mocks';
import { recordedEndpoint, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderStaffRoute } from '../app/test/render-staff-route';

// The layout reads the signed-in account's shops: staff account 900 works at shop 1.
const server = setUpMsw(mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo() }));

// 10:00 on Monday 23 November 2026 in Shanghai.
const NOW = new Date('2026-11-23T02:00:00Z');
const PHOTO_NAME = `${'b'.repeat(32)}.jpg`;

/** The price of `days` days of `bags` bags at ¥15.00 a bag a day from today. */
const priceOf = (bags: number, endTime: string, days: number, perDay = 1500): WalkInQuote => ({
  startTime: '2026-11-23',
  endTime,
  totalDays: days,
  orderAmount: bags * days * perDay,
  discountAmount: 0,
  payAmount: bags * days * perDay,
});

function open() {
  vi.useFakeTimers({ toFake: ['Date'] });
  return renderStaffRoute('/bussiness/walk-in', { now: NOW });
}

const photoUpload = () =>
  mockEndpoint(uploadLuggagePhotoEndpoint, { content: { name: PHOTO_NAME, url: `https://photos.test/${PHOTO_NAME}`, width: 800, height: 600 } });

/** Opens the last day's calendar (labelled `label`), waits for its days and returns it. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, label = 'last day') {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${label} `) }));
  const dialog = await screen.findByRole('dialog', { name: label });
  // The calendar's code loads on its first opening, then it focuses the chosen day.
  await within(dialog).findByRole('grid', {}, { timeout: 15_000 });
  await waitFor(() => expect(document.activeElement).toHaveClass('rdp-day_button'));
  return dialog;
}

/** Chooses the last day in its calendar: `day` is the day button's English name, e.g. /November 25th, 2026/. */
async function chooseLastDay(user: ReturnType<typeof userEvent.setup>, day: RegExp) {
  const dialog = await openCalendar(user);
  await user.click(within(dialog).getByRole('button', { name: day }));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('traveller name'), 'Mr Wang');
  await user.click(screen.getByRole('button', { name: 'bag (small item): one more' }));
  await chooseLastDay(user, /November 25th, 2026/);
  await user.upload(screen.getByLabelText('take a photo'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'bag.jpg', { type: 'image/jpeg' }));
  await screen.findByText('uploaded');
}

describe('#/bussiness/walk-in', () => {
  it('prices the walk-in as it is entered and creates it with the collected amount: the voucher code and its QR code', async () => {
    const quotes: Record<string, unknown>[] = [];
    const walkIns: Record<string, unknown>[] = [];
    server.use(
      recordedEndpoint(walkInQuoteEndpoint, quotes, (params) => ({ content: params.endDate === '20261125' ? priceOf(2, '2026-11-25', 3) : priceOf(1, '2026-11-23', 1) })),
      photoUpload(),
      recordedEndpoint(walkInEndpoint, walkIns, () => ({ content: buildBusinessOrder({ walkIn: true, traveller: 'Mr Wang', endTime: '2026-11-25', totalDays: 3, storeStatus: 20 }) })),
    );
    const user = userEvent.setup();
    await open();
    const lastDay = await screen.findByRole('button', { name: 'last day 23 Nov 2026' });
    expect(lastDay).toHaveAccessibleDescription('from today; the traveller picks up by the end of this day');
    await fillForm(user);
    expect(lastDay).toHaveAccessibleName('last day 25 Nov 2026');

    expect(await screen.findByText('23 Nov 2026 – 25 Nov 2026, 3 days')).toBeInTheDocument();
    expect(screen.getByText('¥90.00')).toBeInTheDocument();
    expect(quotes.at(-1)).toEqual(expect.objectContaining({ storeId: 1, goodsList: [{ goodsId: 2, count: 2 }], endDate: '20261125' }));

    await user.click(screen.getByRole('button', { name: 'collected ¥90.00, create' }));
    expect(await screen.findByRole('heading', { name: 'walk-in stored' })).toHaveFocus();
    expect(walkIns).toEqual([
      expect.objectContaining({
        storeId: 1,
        name: 'Mr Wang',
        goodsList: [{ goodsId: 2, count: 2 }],
        endDate: '20261125',
        payAmount: 9000,
        pic: [PHOTO_NAME],
      }),
    ]);
    expect(screen.getByText('7KQ2 M9XD')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of voucher 7KQ2M9XD' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(screen.getByText('Mr Wang · 2 bags · until 25 Nov 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'next customer' }));
    expect(screen.getByLabelText('traveller name')).toHaveFocus();
    expect(screen.getByLabelText('traveller name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /luggage photo/ })).not.toBeInTheDocument();
  });

  it('asks for a name, at least one item and a photo before creating; nothing is priced without items', async () => {
    const quotes: Record<string, unknown>[] = [];
    server.use(
      recordedEndpoint(walkInQuoteEndpoint, quotes, () => ({ content: priceOf(1, '2026-11-23', 1) })),
    );
    const user = userEvent.setup();
    await open();
    const create = await screen.findByRole('button', { name: 'collected ¥15.00, create' });
    await user.click(create);
    expect(screen.getByText('please enter the traveller’s name')).toBeInTheDocument();

    await user.type(screen.getByLabelText('traveller name'), 'Mr Wang');
    await user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('add at least one uploaded photo');

    const count = quotes.length;
    await user.click(screen.getByRole('button', { name: 'bag (small item): one less' }));
    expect(screen.getByText('add at least one item')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'create' })).toBeDisabled();
    expect(quotes).toHaveLength(count);
  });

  it('says at once that at least one item is needed, before any submit', async () => {
    server.use(mockEndpoint(walkInQuoteEndpoint, { content: priceOf(1, '2026-11-23', 1) }));
    const user = userEvent.setup();
    await open();
    await screen.findByRole('button', { name: 'collected ¥15.00, create' });
    await user.click(screen.getByRole('button', { name: 'bag (small item): one less' }));
    expect(screen.getByRole('alert')).toHaveTextContent('add at least one item');
    expect(screen.queryByText('please enter the traveller’s name')).not.toBeInTheDocument();
  });

  it('moves an untouched last day on to the new today after midnight, and keeps one the staff chose', async () => {
    server.use(mockEndpoint(walkInQuoteEndpoint, (params) => ({ content: priceOf(1, `${String(params.endDate).slice(0, 4)}-${String(params.endDate).slice(4, 6)}-${String(params.endDate).slice(6)}`, 1) })));
    const user = userEvent.setup();
    await open();
    expect(await screen.findByRole('button', { name: 'last day 23 Nov 2026' })).toBeInTheDocument();
    // 00:05 on Tuesday in Shanghai; typing the name draws the form again.
    vi.setSystemTime(new Date('2026-11-23T16:05:00Z'));
    await user.type(screen.getByLabelText('traveller name'), 'W');
    expect(screen.getByRole('button', { name: 'last day 24 Nov 2026' })).toBeInTheDocument();
    expect(screen.queryByText('choose today or a later day')).not.toBeInTheDocument();

    await chooseLastDay(user, /November 26th, 2026/);
    vi.setSystemTime(new Date('2026-11-24T16:05:00Z'));
    await user.type(screen.getByLabelText('traveller name'), 'a');
    expect(screen.getByRole('button', { name: 'last day 26 Nov 2026' })).toBeInTheDocument();
  });

  it('refuses a chosen last day that has passed since, with the screen left open past midnight', async () => {
    const quotes: Record<string, unknown>[] = [];
    server.use(recordedEndpoint(walkInQuoteEndpoint, quotes, () => ({ content: priceOf(1, '2026-11-24', 2) })));
    const user = userEvent.setup();
    await open();
    await chooseLastDay(user, /November 24th, 2026/);
    // 00:05 on Wednesday 25 November in Shanghai: the chosen Tuesday has passed.
    vi.setSystemTime(new Date('2026-11-24T16:05:00Z'));
    await user.type(screen.getByLabelText('traveller name'), 'W');
    const lastDay = screen.getByRole('button', { name: 'last day 24 Nov 2026' });
    expect(lastDay).toHaveAttribute('aria-invalid', 'true');
    expect(lastDay).toHaveAccessibleDescription(expect.stringContaining('choose today or a later day'));
    expect(screen.getByRole('button', { name: 'create' })).toBeDisabled();
    // Today can be chosen again; the days before it cannot.
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('button', { name: /November 24th, 2026/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /November 25th, 2026/ }));
    expect(lastDay).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(quotes.at(-1)).toEqual(expect.objectContaining({ endDate: '20261125' })));
  });

  it('in Chinese, writes the last day as the app does and chooses it in a Chinese calendar with the keyboard', async () => {
    const quotes: Record<string, unknown>[] = [];
    server.use(recordedEndpoint(walkInQuoteEndpoint, quotes, (params) => ({ content: params.endDate === '20261125' ? priceOf(1, '2026-11-25', 3) : priceOf(1, '2026-11-23', 1) })));
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    renderStaffRoute('/bussiness/walk-in', { now: NOW, language: 'zh-CN' });
    const lastDay = await screen.findByRole('button', { name: '取件日期 2026年11月23日' });
    expect(lastDay).toHaveAccessibleDescription('从今天起；客人需在当天结束前取件');
    const dialog = await openCalendar(user, '取件日期');
    expect(within(dialog).getByRole('grid', { name: '2026年11月' })).toBeInTheDocument();
    expect(dialog.querySelector('th')).toHaveAttribute('aria-label', '星期一');
    // The chosen day (today) has the focus: two days on.
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastDay).toHaveAccessibleName('取件日期 2026年11月25日');
    expect(lastDay).toHaveFocus();
    expect(await screen.findByText('2026年11月23日 至 2026年11月25日，3 天')).toBeInTheDocument();
    expect(quotes.at(-1)).toEqual(expect.objectContaining({ endDate: '20261125' }));
  });

  it('shows why the walk-in cannot be priced, e.g. no room', async () => {
    server.use(mockEndpoint(walkInQuoteEndpoint, { errorMsg: 'not enough room for bags on 2026-11-23, please choose other dates' }));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('not enough room for bags on 2026-11-23, please choose other dates');
    expect(screen.getByRole('button', { name: 'create' })).toBeDisabled();
  });

  it('on amountChanged prices again and asks to collect the new amount', async () => {
    const walkIns: Record<string, unknown>[] = [];
    let perDay = 1500;
    server.use(
      mockEndpoint(walkInQuoteEndpoint, (params) => ({ content: params.endDate === '20261125' ? priceOf(2, '2026-11-25', 3, perDay) : priceOf(1, '2026-11-23', 1, perDay) })),
      photoUpload(),
      recordedEndpoint(walkInEndpoint, walkIns, (params) => params.payAmount === 9600 ? { content: buildBusinessOrder({ walkIn: true, traveller: 'Mr Wang' }) } : { errorMsg: ERROR_MESSAGES.amountChanged.en }),
    );
    const user = userEvent.setup();
    await open();
    await fillForm(user);
    const create = await screen.findByRole('button', { name: 'collected ¥90.00, create' });
    perDay = 1600;
    await user.click(create);

    expect(await screen.findByText('the price has changed: it is now ¥96.00, collect this amount')).toBeInTheDocument();
    // Another entry is another price: the alert about the old one goes.
    await user.click(screen.getByRole('button', { name: 'bag (small item): one less' }));
    expect(screen.queryByText(/the price has changed/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'bag (small item): one more' }));
    await user.click(await screen.findByRole('button', { name: 'collected ¥96.00, create' }));
    expect(screen.queryByText(/the price has changed/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'walk-in stored' })).toBeInTheDocument();
    expect(walkIns.map((body) => body.payAmount)).toEqual([9000, 9600]);
  });

  it('never shows the price of an earlier entry that answers late', async () => {
    const quotes: Record<string, unknown>[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first quote (until today) is held back until the second (until the 25th) was answered.
    server.use(
      http.post(`*${walkInQuoteEndpoint.path}`, async ({ request }) => {
        const params = (await request.json()) as Record<string, unknown>;
        quotes.push(params);
        if (params.endDate === '20261125') return HttpResponse.json({ status: 1, content: priceOf(1, '2026-11-25', 3) });
        await released;
        return HttpResponse.json({ status: 1, content: priceOf(1, '2026-11-23', 1) });
      }),
    );
    await open();
    await vi.waitFor(() => expect(quotes).toHaveLength(1));
    await chooseLastDay(userEvent.setup(), /November 25th, 2026/);
    expect(await screen.findByText('¥45.00')).toBeInTheDocument();
    release();
    // Let the late answer reach the screen, if it were to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('¥15.00')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'collected ¥45.00, create' })).toBeEnabled();
  });
});

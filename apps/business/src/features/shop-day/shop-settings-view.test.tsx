import {
  setShopClosureEndpoint,
  shopSettingsEndpoint,
  updateShopCapacityEndpoint,
  updateShopHoursEndpoint,
  type ShopSettings as Settings,
  type StaffRole,
} from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { AppProviders } from '@luggage/app-shell/providers';
import { expectToast, recordedEndpoint, renderWithApp, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessLocales } from '../../app/locales';
import { buildShopSettings } from './build-shop-settings';
import { ShopSettings } from './shop-settings-view';

// 10:00 on Monday 23 November 2026 in Shanghai.
const NOW = Date.parse('2026-11-23T02:00:00Z');

const server = setUpMsw();
const sent = requestLog();

/** What the test server received, without the signing fields. */
const bodies = () => sent.map(({ storeId, hours, goodsId, capacity, date, closed }) => ({ storeId, hours, goodsId, capacity, date, closed }));

/** Renders the settings of shop 1 for `role`, the server answering the settings `current()` returns (read at each request). */
async function openSettings(role: StaffRole = 'owner', current: () => Settings = () => buildShopSettings()) {
  server.use(mockEndpoint(shopSettingsEndpoint, () => ({ content: current() })));
  const result = renderWithApp(<ShopSettings storeId={1} role={role} now={NOW} />, { locales: businessLocales });
  await screen.findByRole('heading', { name: 'opening hours' });
  return result;
}

/** Opens the calendar of the date field labelled `label` and waits for its days (its code loads on first opening). */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label} `) }));
  const dialog = await screen.findByRole('dialog', { name: label });
  await within(dialog).findByRole('grid', {}, { timeout: 15_000 });
  // The calendar focuses the chosen day, or today, once it has loaded.
  await waitFor(() => expect(document.activeElement).toHaveClass('rdp-day_button'));
  return dialog;
}

const rule = (number: number) => within(screen.getByRole('group', { name: `opening rule ${number}` }));

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('ShopSettings', () => {
  it('checks each rule before saving the opening hours and sends nothing while one is wrong', async () => {
    server.use(recordedEndpoint(updateShopHoursEndpoint, sent, () => ({ content: buildShopSettings() })));
    await openSettings();
    expect(rule(1).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(rule(2).getByRole('checkbox', { name: 'Mon' })).not.toBeChecked();
    expect(rule(2).getByRole('textbox', { name: 'opens at' })).toHaveValue('09:00');

    await userEvent.click(rule(2).getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(rule(2).getByRole('checkbox', { name: 'Sun' }));
    await retype(rule(1).getByRole('textbox', { name: 'closes at' }), '07:30');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(rule(2).getByRole('group', { name: 'days' })).toHaveAccessibleDescription('choose at least one day');
    expect(rule(1).getByRole('textbox', { name: 'closes at' })).toHaveAccessibleDescription('the closing time must be after the opening time');
    expect(screen.getByText('please correct the marked fields')).toBeInTheDocument();
    expect(rule(1).getByRole('textbox', { name: 'closes at' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('adds and removes rules and sends them all', async () => {
    server.use(recordedEndpoint(updateShopHoursEndpoint, sent, () => ({ content: buildShopSettings() })));
    await openSettings();
    await retype(rule(1).getByRole('textbox', { name: 'closes at' }), '24:00');
    await userEvent.click(screen.getByRole('button', { name: 'remove rule 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'add a rule' }));
    await userEvent.click(rule(2).getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(rule(2).getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));

    expect(await screen.findByText('opening hours saved')).toBeInTheDocument();
    expect(bodies()).toEqual([
      {
        storeId: 1,
        hours: [
          { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '24:00' },
          { weekdays: [6, 7], open: '09:00', close: '21:00' },
        ],
      },
    ]);
  });

  it('starts a shop without opening hours from one rule to fill in', async () => {
    server.use(recordedEndpoint(updateShopHoursEndpoint, sent, () => ({ content: buildShopSettings() })));
    await openSettings('owner', () => buildShopSettings({ hours: [] }));
    expect(screen.queryByRole('group', { name: 'opening rule 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'remove rule 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(rule(1).getByRole('checkbox', { name: 'Mon' })).toHaveFocus();
    await userEvent.click(rule(1).getByRole('checkbox', { name: 'Mon' }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('opening hours saved')).toBeInTheDocument();
    expect(bodies()).toEqual([{ storeId: 1, hours: [{ weekdays: [1], open: '09:00', close: '21:00' }] }]);
  });

  it('keeps the edited hours and says why when the save is refused', async () => {
    server.use(mockEndpoint(updateShopHoursEndpoint, { errorMsg: 'only the shop owner can do this' }));
    await openSettings();
    await retype(rule(1).getByRole('textbox', { name: 'opens at' }), '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await expectToast('only the shop owner can do this');
    expect(rule(1).getByRole('textbox', { name: 'opens at' })).toHaveValue('07:00');
    expect(screen.getByRole('button', { name: 'save' })).toBeEnabled();
  });

  it('closes a day from today up to a year ahead, chosen in the calendar, and toasts the refusal of a day with bookings', async () => {
    server.use(recordedEndpoint(setShopClosureEndpoint, sent, () => ({ errorMsg: '3 orders are booked on 2026-12-01, the day cannot be closed' })));
    const user = userEvent.setup();
    await openSettings();
    const closures = within(screen.getByRole('region', { name: 'closed days' }));
    expect(closures.getByText('Fri 25 Dec 2026')).toBeInTheDocument();
    expect(closures.getByText('0 bookings')).toBeInTheDocument();
    const field = closures.getByRole('button', { name: 'close on no day chosen' });
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(closures.getByRole('button', { name: 'close this day' }));
    expect(field).toHaveAccessibleDescription('choose a date');
    expect(field).toHaveFocus();

    // From today (Monday 23 November 2026 in Shanghai) up to a year ahead; Shift+Page Down jumps a year.
    let calendar = await openCalendar(user, 'close on');
    expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /November 22nd, 2026/ })).toBeDisabled();
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(within(calendar).getByRole('button', { name: /November 23rd, 2027/ })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: /November 24th, 2027/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);

    calendar = await openCalendar(user, 'close on');
    await user.click(within(calendar).getByRole('button', { name: /next month/i }));
    await user.click(within(calendar).getByRole('button', { name: /December 1st, 2026/ }));
    expect(field).toHaveAccessibleName('close on Tue 1 Dec 2026');
    expect(field).toHaveTextContent('Tue 1 Dec 2026');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(closures.getByRole('button', { name: 'close this day' }));
    await expectToast('3 orders are booked on 2026-12-01, the day cannot be closed');
    expect(field).toHaveAccessibleName('close on Tue 1 Dec 2026');
    expect(bodies()).toEqual([{ storeId: 1, date: '20261201', closed: true }]);
  });

  it('refuses a chosen day that has passed since, with the page left open past midnight', async () => {
    server.use(recordedEndpoint(setShopClosureEndpoint, sent, () => ({ content: buildShopSettings() })));
    const user = userEvent.setup();
    const { rerender, store, i18n } = await openSettings();
    const calendar = await openCalendar(user, 'close on');
    await user.click(within(calendar).getByRole('button', { name: /November 23rd, 2026/ }));
    // 00:05 on Tuesday 24 November in Shanghai.
    rerender(
      <AppProviders store={store} i18n={i18n}>
        <ShopSettings storeId={1} role="owner" now={Date.parse('2026-11-23T16:05:00Z')} />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'close this day' }));
    const field = screen.getByRole('button', { name: 'close on Mon 23 Nov 2026' });
    expect(field).toHaveAccessibleDescription('choose a date from today up to one year ahead');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('in Chinese, writes the chosen day as the app does and opens a Chinese calendar, whatever the browser', async () => {
    server.use(recordedEndpoint(setShopClosureEndpoint, sent, () => ({ content: buildShopSettings() })));
    const user = userEvent.setup();
    server.use(mockEndpoint(shopSettingsEndpoint, { content: buildShopSettings() }));
    renderWithApp(<ShopSettings storeId={1} role="owner" now={NOW} />, { locales: businessLocales, language: 'zh-CN' });
    const closures = within(await screen.findByRole('region', { name: '休息日' }));
    const field = closures.getByRole('button', { name: '休息日期 未选择日期' });
    const calendar = await openCalendar(user, '休息日期');
    expect(within(calendar).getByRole('grid', { name: '2026年11月' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveAccessibleName('休息日期 2026年11月30日 周一');
    expect(field).toHaveFocus();
    await user.click(closures.getByRole('button', { name: '设为休息日' }));
    expect(await closures.findByText('2026年11月30日 周一 已设为休息日')).toBeInTheDocument();
    expect(bodies()).toEqual([{ storeId: 1, date: '20261130', closed: true }]);
    // A closed day empties the field for the next one.
    expect(field).toHaveAccessibleName('休息日期 未选择日期');
  });

  it('reopens a closed day and lists the days left', async () => {
    let settings = buildShopSettings();
    server.use(
      recordedEndpoint(setShopClosureEndpoint, sent, () => {
        settings = buildShopSettings({ closures: [] });
        return { content: settings };
      }),
    );
    await openSettings('owner', () => settings);
    await userEvent.click(screen.getByRole('button', { name: 'reopen 25 Dec 2026' }));
    expect(await screen.findByText('Fri 25 Dec 2026 is open again')).toBeInTheDocument();
    // The list is the settings read again after the change.
    expect(await screen.findByText('no closed days ahead')).toBeInTheDocument();
    expect(bodies()).toEqual([{ storeId: 1, date: '20261225', closed: false }]);
  });

  it('will not go below the items already booked, and shows the server’s refusal', async () => {
    server.use(recordedEndpoint(updateShopCapacityEndpoint, sent, () => ({ errorMsg: '4 items are already booked on 2026-11-30, the capacity cannot be lower' })));
    await openSettings();
    const large = screen.getByRole('spinbutton', { name: 'capacity for suitcases (large items)' });
    expect(large).toHaveValue(10);
    expect(large).toHaveAccessibleDescription('3 booked on Tue 24 Nov 2026, cannot go lower');

    await retype(large, '2');
    await userEvent.click(screen.getByRole('button', { name: 'save capacity for suitcases (large items)' }));
    expect(large).toHaveAccessibleDescription(/3 are already booked on Tue 24 Nov 2026, enter 3 or more/);
    expect(sent).toEqual([]);

    const bags = screen.getByRole('spinbutton', { name: 'capacity for bags (small items)' });
    await retype(bags, '3');
    await userEvent.click(screen.getByRole('button', { name: 'save capacity for bags (small items)' }));
    await expectToast('4 items are already booked on 2026-11-30, the capacity cannot be lower');
    expect(bags).toHaveValue(3);
    expect(bodies()).toEqual([{ storeId: 1, goodsId: 2, capacity: 3 }]);
  });

  it('saves a capacity', async () => {
    server.use(recordedEndpoint(updateShopCapacityEndpoint, sent, () => ({ content: buildShopSettings() })));
    await openSettings();
    await retype(screen.getByRole('spinbutton', { name: 'capacity for suitcases (large items)' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'save capacity for suitcases (large items)' }));
    expect(await screen.findByText('capacity for suitcases (large items) saved')).toBeInTheDocument();
    expect(bodies()).toEqual([{ storeId: 1, goodsId: 1, capacity: 12 }]);
  });

  it('shows staff the settings read-only with a note', async () => {
    await openSettings('staff');
    expect(screen.getByText('only the shop owner can change these settings; ask the owner to make a change')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('close on')).not.toBeInTheDocument();
    expect(rule(1).getByRole('checkbox', { name: 'Mon' })).toBeDisabled();
    expect(rule(1).getByRole('textbox', { name: 'opens at' })).toHaveAttribute('readonly');
    expect(screen.getByRole('spinbutton', { name: 'capacity for bags (small items)' })).toHaveAttribute('readonly');
    expect(screen.getByText('Fri 25 Dec 2026')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let isDown = true;
    server.use(mockEndpoint(shopSettingsEndpoint, () => (isDown ? { httpStatus: 500 } : { content: buildShopSettings() })));
    renderWithApp(<ShopSettings storeId={1} role="owner" now={NOW} />, { locales: businessLocales });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('heading', { name: 'opening hours' })).toBeInTheDocument();
  });
});

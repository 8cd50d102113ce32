import { screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { DatePicker } from './date-picker';

/** A picker that keeps its choice, shown as plain ISO text so the test sees what was chosen. */
function PickerHarness({ initial = '2026-11-24', min = '2026-11-23', max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker className="field" label="start date" value={value} valueText={`day ${value}`} min={min} max={max} today="2026-11-23" description="tomorrow" onChange={setValue} />
  );
}

const open = async (user: ReturnType<typeof renderWithI18n>['user']) => {
  await user.click(screen.getByRole('button', { name: /^start date day/ }));
  const dialog = await screen.findByRole('dialog', { name: 'start date' });
  // The calendar's code loads on the first opening.
  await within(dialog).findByRole('grid', {}, { timeout: 15_000 });
  // The calendar focuses the chosen day once it has loaded.
  await waitFor(() => expect(document.activeElement).toHaveClass('rdp-day_button'));
  return dialog;
};

/** The weekday names over the grid's columns (the header row is hidden from screen readers: each day's name says it). */
const weekdays = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll('th'), (header) => header.getAttribute('aria-label'));

describe('DatePicker', () => {
  it('is a button named by its label and the day as the app writes it, described by its relative label', () => {
    renderWithI18n(<PickerHarness />);
    const button = screen.getByRole('button', { name: 'start date day 2026-11-24' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAccessibleDescription('tomorrow');
  });

  it('opens a calendar in English with the chosen day focused, and chooses a day with the pointer', async () => {
    const { user } = renderWithI18n(<PickerHarness />);
    const dialog = await open(user);
    expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(weekdays(dialog)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(within(dialog).getByRole('button', { name: /November 24th, 2026, selected/ })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: /November 27th, 2026/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'start date day 2026-11-27' })).toHaveFocus();
  });

  it('speaks Chinese when the app does, whatever the browser', async () => {
    const { user } = renderWithI18n(<PickerHarness />, { lng: 'zh-CN' });
    const dialog = await open(user);
    expect(within(dialog).getByRole('grid', { name: '2026年11月' })).toBeInTheDocument();
    expect(weekdays(dialog)).toEqual(['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日']);
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('chooses with the keyboard: arrows move by day and week, Enter chooses', async () => {
    const { user } = renderWithI18n(<PickerHarness initial="2026-11-10" min="2026-11-01" />);
    await open(user);
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /November 18th, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'start date day 2026-11-18' })).toHaveFocus();
  });

  it('disables the days before min and after max, and the months beyond them', async () => {
    const { user } = renderWithI18n(<PickerHarness max="2026-11-30" />);
    const dialog = await open(user);
    expect(within(dialog).getByRole('button', { name: /November 22nd, 2026/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /November 23rd, 2026/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /November 30th, 2026/ })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: /December 1st, 2026/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: /November 22nd, 2026/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and with its close button, keeping the day', async () => {
    const { user } = renderWithI18n(<PickerHarness />);
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'start date day 2026-11-24' });
    expect(button).toHaveFocus();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with no day chosen shows its placeholder and opens on the month of today, within min–max, with no day selected', async () => {
    const { user } = renderWithI18n(
      <DatePicker className="field" label="close on" value="" valueText="no day chosen" min="2027-01-05" today="2026-11-23" onChange={() => {}} />,
    );
    const button = screen.getByRole('button', { name: 'close on no day chosen' });
    expect(button).toHaveClass('lg-date-button--empty');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'close on' });
    // Today is before min: the first month that can be chosen from.
    expect(await within(dialog).findByRole('grid', { name: 'January 2027' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /selected/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /January 5th, 2027/ })).toHaveFocus());
  });

  it('hands its button to buttonRef, so a form can focus the field it finds wrong', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithI18n(<DatePicker className="field" label="close on" value="" valueText="no day chosen" min="2026-11-23" today="2026-11-23" buttonRef={ref} onChange={() => {}} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'close on no day chosen' }));
  });
});

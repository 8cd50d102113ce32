import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The date field `label`: its button, named by the label and the date as the app writes it. */
export const dateField = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label} `) });

/** Opens the calendar of the date field `label` and returns the day button of `isoDate` ('yyyy-MM-dd') in the month shown. */
export async function calendarDay(label: string, isoDate: string): Promise<HTMLButtonElement> {
  await userEvent.click(dateField(label));
  const dialog = await screen.findByRole('dialog', { name: label });
  // The calendar's code loads on the first opening.
  return waitFor(
    () => {
      const day = dialog.querySelector<HTMLButtonElement>(`[data-day="${isoDate}"] button`);
      if (!day) throw new Error(`no day ${isoDate} in the calendar of ${label}`);
      return day;
    },
    { timeout: 5000 },
  );
}

/** Chooses `isoDate` ('yyyy-MM-dd', in the month the calendar opens on) in the date field `label`, as a traveller taps it. */
export async function chooseDate(label: string, isoDate: string): Promise<void> {
  await userEvent.click(await calendarDay(label, isoDate));
}

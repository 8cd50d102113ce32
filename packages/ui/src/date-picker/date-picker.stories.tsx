import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese } from '../storybook/in-chinese';
import { DatePicker } from './date-picker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: {
    className: 'date-field',
    label: 'start date',
    value: '2026-11-24',
    valueText: '24 Nov 2026',
    min: '2026-11-23',
    max: '2026-12-31',
    today: '2026-11-23',
    description: 'tomorrow',
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed field: its label, the day as the app writes it and its relative label. */
export const Default: Story = {};

/** Opened: the month in English, days before today disabled. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /start date/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'start date' });
    await expect(await within(dialog).findByRole('grid', { name: 'November 2026' }, { timeout: 5000 })).toBeVisible();
  },
};

/** With an error under it. */
export const WithError: Story = { args: { label: 'end date', error: 'the end date cannot be before the start date', description: undefined } };

/** In Chinese: the month and weekday names follow the app, not the browser. */
export const Chinese: Story = {
  ...inChinese({ label: '开始日期', valueText: '2026年11月24日', description: '明天' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /开始日期/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '开始日期' });
    await expect(await within(dialog).findByRole('grid', { name: '2026年11月' }, { timeout: 5000 })).toBeVisible();
  },
};

/** No day chosen yet (e.g. a day to close): a dimmed placeholder; the calendar opens on today's month. */
export const NoDayChosen: Story = {
  args: { label: 'close on', value: '', valueText: 'no day chosen', description: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'close on no day chosen' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'close on' });
    await expect(await within(dialog).findByRole('grid', { name: 'November 2026' }, { timeout: 5000 })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /selected/ })).toBeNull();
  },
};

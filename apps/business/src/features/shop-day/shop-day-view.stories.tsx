import { businessTodayEndpoint, confirmOpenEndpoint } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { buildBusinessToday } from './build-business-today';
import { buildBusyDay } from './build-busy-day';
import { ShopDay } from './shop-day-view';

const confirmed = mockEndpoint(confirmOpenEndpoint, { content: { date: '2026-11-23', openConfirmedAt: '2026-11-23T01:12:00Z' } });
const today = (day = buildBusyDay()) => [mockEndpoint(businessTodayEndpoint, { content: day }), confirmed];

const meta = {
  title: 'Business/Shop day',
  component: ShopDay,
  args: { storeId: 1 },
  parameters: screenStory(businessLocales, { route: '/bussiness', frame: null, msw: today() }),
} satisfies Meta<typeof ShopDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy morning: two drop-offs, a late pick-up with money to collect, two requests waiting. */
export const BusyDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /7KQ2M9XD/ })).toHaveAttribute('href', '/bussiness/counter?code=7KQ2M9XD');
    await expect(canvas.getByRole('link', { name: /X4Y7Z2KB/ })).toHaveTextContent(/2 days late.*to collect ¥40\.00/);
    await expect(canvas.getByRole('link', { name: '2 requests waiting for your answer' })).toBeVisible();
    await expect(canvas.getByText('4 orders in store')).toBeVisible();
  },
};

/** A quiet day, already confirmed open: every list says it is empty. */
export const EmptyDay: Story = {
  parameters: { msw: today(buildBusinessToday({ openConfirmedAt: '2026-11-23T00:45:00Z' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('no drop-offs expected today')).toBeVisible();
    await expect(canvas.getByText('no pick-ups expected today')).toBeVisible();
    await expect(canvas.getByText('no requests waiting')).toBeVisible();
  },
};

/** First thing in the morning: the big button confirms the shop open, and the card then says when. */
export const NotYetConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'confirm the shop is open today' }));
    await expect(await canvas.findByText('open today, confirmed at 09:12')).toBeVisible();
  },
};

/** Confirmed at 08:30: no button any more. */
export const Confirmed: Story = {
  parameters: { msw: today(buildBusyDay({ openConfirmedAt: '2026-11-23T00:30:00Z' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('open today, confirmed at 08:30')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'confirm the shop is open today' })).toBeNull();
  },
};

/** A closed day: said instead of the confirmation. */
export const ClosedDay: Story = {
  parameters: { msw: today(buildBusinessToday({ closed: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('the shop is closed today (a closed day)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'confirm the shop is open today' })).toBeNull();
  },
};

/** The busy day in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026年11月23日 周一')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '寄存 / 取件' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /X4Y7Z2KB/ })).toHaveTextContent('需收取 ¥40.00');
  },
};

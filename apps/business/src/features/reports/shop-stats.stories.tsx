import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { reportMocks } from './report-mocks';
import { ShopStats } from './shop-stats';

/** The heights of the luggage bars of the chart in the section named `name`. */
const luggageHeights = (canvasElement: HTMLElement, name: string) =>
  Array.from(within(within(canvasElement).getByRole('region', { name })).getByRole('img').querySelectorAll('[data-series="luggage"]')).map(
    (bar) => Number(bar.getAttribute('height')),
  );

const meta = {
  title: 'Business/Reports/Statistics',
  component: ShopStats,
  args: { storeId: 1 },
  parameters: screenStory(businessLocales, {
    frame: PHONE_PAGE_FRAME,
    msw: [reportMocks.summaryAnswer(reportMocks.summary([2, 0, 4, 8, 6, 10, 12, 9, 7, 5, 3, 11], [0, 0, 1, 2, 0, 0, 0, 1, 0, 0, 2, 1])), reportMocks.statisticAnswer()],
  }),
} satisfies Meta<typeof ShopStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy year: twelve bars, June the tallest, January empty; the table under it; amounts when switched. */
export const BusyYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'last 12 months' });
    const heights = luggageHeights(canvasElement, 'last 12 months');
    await expect(heights).toHaveLength(12);
    await expect(Math.max(...heights)).toBe(heights[6]);
    await expect(heights[1]).toBe(0);
    await expect(canvas.getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'amount' }));
    await expect(within(canvas.getByRole('region', { name: 'last 12 months' })).getByRole('img')).toHaveAccessibleName(/¥4725\.00 in all/);
  },
};

/** A new shop: twelve empty months, still each with its column. */
export const AllZero: Story = {
  parameters: { msw: [reportMocks.summaryAnswer(reportMocks.summary([])), reportMocks.statisticAnswer()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'last 12 months' });
    await expect(luggageHeights(canvasElement, 'last 12 months')).toEqual(Array(12).fill(0));
    await expect(within(canvas.getByRole('region', { name: 'last 12 months' })).getByRole('img')).toHaveAccessibleName(/nothing settled yet/);
  },
};

/** The daily statistic: November by day, then February picked from the months. */
export const DailyStatistic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = await canvas.findByRole('region', { name: 'by day' });
    await waitFor(() => expect(luggageHeights(canvasElement, 'by day')).toHaveLength(30));
    await userEvent.selectOptions(within(daily).getByRole('combobox', { name: 'month' }), 'February 2026');
    await waitFor(() => expect(luggageHeights(canvasElement, 'by day')).toHaveLength(28));
    await expect(within(daily).getByRole('rowheader', { name: 'Sun 1 Feb' })).toBeInTheDocument();
  },
};

/** The statistics in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '近 12 个月' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '2026年11月' })).toBeInTheDocument();
    await expect(await canvas.findByRole('rowheader', { name: '11月23日 周一' })).toBeInTheDocument();
  },
};

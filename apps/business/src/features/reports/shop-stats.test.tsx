import { businessSummaryEndpoint } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { renderWithApp, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessLocales } from '../../app/locales';
import { reportMocks } from './report-mocks';
import { ShopStats } from './shop-stats';

const server = setUpMsw();

// Luggage and consumption orders per month, December 2025 … November 2026: June 2026 and November 2026 are the busiest (12).
const LUGGAGE = [2, 0, 4, 8, 6, 10, 12, 9, 7, 5, 3, 11];
const CONSUME = [0, 0, 1, 2, 0, 0, 0, 1, 0, 0, 2, 1];

function open(summary = reportMocks.summary(LUGGAGE, CONSUME), language: 'en' | 'zh-CN' = 'en') {
  server.use(reportMocks.summaryAnswer(summary), reportMocks.statisticAnswer());
  return renderWithApp(<ShopStats storeId={1} />, { locales: businessLocales, language });
}

/** The chart of a section: its bars, and each bar's luggage and consumption heights in SVG units. */
function chartIn(sectionName: string) {
  const chart = within(screen.getByRole('region', { name: sectionName })).getByRole('img');
  const bars = Array.from(chart.querySelectorAll('[data-bar]'));
  const height = (bar: Element, series: string) => Number(bar.querySelector(`[data-series="${series}"]`)!.getAttribute('height'));
  return {
    chart,
    keys: bars.map((bar) => bar.getAttribute('data-bar')),
    luggage: bars.map((bar) => height(bar, 'luggage')),
    consume: bars.map((bar) => height(bar, 'consume')),
    tracks: bars.map((bar) => Number(bar.querySelector('.bar-chart__track')!.getAttribute('height'))),
  };
}

/** The cells of a table row named by its header. */
const rowCells = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the shop statistics', () => {
  it('draws one bar per month, scaled to the busiest, with every number in the table', async () => {
    open();
    expect(screen.getByText('loading statistics…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('heading', { name: 'last 12 months' });
    const { chart, keys, luggage, consume, tracks } = chartIn('last 12 months');
    expect(keys).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    LUGGAGE.forEach((count, index) => expect(luggage[index]).toBeCloseTo((count / 12) * 120));
    CONSUME.forEach((count, index) => expect(consume[index]).toBeCloseTo((count / 12) * 120));
    expect(luggage[6]).toBe(120);
    // A month without orders still has its column.
    expect(luggage[1]).toBe(0);
    expect(new Set(tracks)).toEqual(new Set([120]));
    expect(chart).toHaveAccessibleName(
      'bar chart of luggage and consumption orders per month, December 2025 to November 2026: 84 in all, the most, 12, in June 2026',
    );

    const table = screen.getByRole('table', { name: 'orders and amounts per month' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'month',
      'luggage orders',
      'luggage amount',
      'consumption orders',
      'consumption amount',
    ]);
    expect(rowCells(table, 'November 2026')).toEqual(['11', '¥660.00', '1', '¥15.00']);
    expect(rowCells(table, 'January 2026')).toEqual(['0', '¥0.00', '0', '¥0.00']);
  });

  it('plots the amounts when switched, in yuan', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'amount' }));
    const { chart, luggage, consume } = chartIn('last 12 months');
    // June: ¥720.00 is the most; November: ¥660.00 of luggage and ¥15.00 of extra days.
    expect(luggage[6]).toBe(120);
    expect(luggage[11]).toBeCloseTo((66000 / 72000) * 120);
    expect(consume[11]).toBeCloseTo((1500 / 72000) * 120);
    expect(chart).toHaveAccessibleName(
      'bar chart of luggage and consumption amount per month, December 2025 to November 2026: ¥4725.00 in all, the most, ¥720.00, in June 2026',
    );
  });

  it('shows a year without orders as twelve empty columns', async () => {
    open(reportMocks.summary([]));
    await screen.findByRole('heading', { name: 'last 12 months' });
    const { chart, keys, luggage, consume, tracks } = chartIn('last 12 months');
    expect(keys).toHaveLength(12);
    expect([...luggage, ...consume].every((height) => height === 0)).toBe(true);
    expect(tracks.every((height) => height === 120)).toBe(true);
    expect(chart).toHaveAccessibleName('bar chart per month, December 2025 to November 2026: nothing settled yet');
  });

  it('shows the current month by day, and another month picked from the summary', async () => {
    open();
    const daily = await screen.findByRole('region', { name: 'by day' });
    const picker = within(daily).getByRole('combobox', { name: 'month' });
    expect(picker).toHaveValue('2026-11');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toHaveLength(12);
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('November 2026');
    const november = await within(daily).findByRole('table', { name: 'check-ins, check-outs, orders and amounts per day of November 2026' });
    // One live region for the month loaded, kept while another loads, so screen readers hear each change.
    const announcement = screen.getByText('check-ins, check-outs, orders and amounts per day of November 2026', { selector: '[role="status"]' });
    expect(chartIn('by day').keys).toHaveLength(30);
    expect(rowCells(november, 'Mon 23 Nov')).toEqual(['0', '0', '2', '¥120.00', '0', '¥0.00']);
    expect(rowCells(november, 'Tue 10 Nov')).toEqual(['1', '1', '1', '¥60.00', '0', '¥0.00']);

    await userEvent.selectOptions(picker, 'February 2026');
    const february = await within(daily).findByRole('table', { name: 'check-ins, check-outs, orders and amounts per day of February 2026' });
    expect(announcement).toBeInTheDocument();
    expect(announcement).toHaveTextContent('check-ins, check-outs, orders and amounts per day of February 2026');
    expect(chartIn('by day').keys).toHaveLength(28);
    expect(chartIn('by day').keys[0]).toBe('2026-02-01');
    expect(rowCells(february, 'Sun 1 Feb')).toEqual(['0', '0', '1', '¥60.00', '1', '¥15.00']);
    expect(within(daily).queryByRole('rowheader', { name: 'Mon 23 Nov' })).not.toBeInTheDocument();
  });

  it('shows a failed summary with the reason and loads again on retry', async () => {
    let fails = true;
    server.use(
      mockEndpoint(businessSummaryEndpoint, () => (fails ? { errorMsg: 'you do not work at this shop' } : { content: reportMocks.summary(LUGGAGE) })),
      reportMocks.statisticAnswer(),
    );
    renderWithApp(<ShopStats storeId={1} />, { locales: businessLocales });
    expect(await screen.findByRole('alert')).toHaveTextContent('you do not work at this shop');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(chartIn('last 12 months').keys).toHaveLength(12));
  });

  it('in Chinese', async () => {
    open(undefined, 'zh-CN');
    const summary = await screen.findByRole('region', { name: '近 12 个月' });
    expect(within(summary).getByRole('img')).toHaveAccessibleName('每月寄存与消费订单数柱状图，2025年12月至2026年11月：共 84，最多为2026年6月：12');
    const table = within(summary).getByRole('table', { name: '每月订单数与金额' });
    expect(rowCells(table, '2026年11月')).toEqual(['11', '¥660.00', '1', '¥15.00']);
    const daily = screen.getByRole('region', { name: '按日统计' });
    expect(within(daily).getByRole('combobox', { name: '月份' })).toHaveValue('2026-11');
    expect(await within(daily).findByRole('rowheader', { name: '11月23日 周一' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '金额' })).not.toBeChecked();
  });
});

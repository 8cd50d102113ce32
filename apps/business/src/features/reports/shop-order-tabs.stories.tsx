import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { reportMocks } from './report-mocks';
import { ShopOrderTabs } from './shop-order-tabs';

const { orderRows, consumeRows } = reportMocks;

const meta = {
  title: 'Business/Reports/Shop orders',
  component: ShopOrderTabs,
  args: { storeId: 1, now: reportMocks.now, selected: 'luggage', onSelect: fn() },
  parameters: screenStory(businessLocales, {
    route: '/bussiness/orders',
    frame: PHONE_PAGE_FRAME,
    msw: [
      reportMocks.orderPages([
        [
          ...orderRows(905, 2, '2026-11-24'),
          ...orderRows(903, 1, '2026-11-23', { storeStatus: 20 }),
          ...orderRows(902, 1, '2026-11-23', { walkIn: true, traveller: '王先生', voucherCode: null, storeStatus: 30 }),
          ...orderRows(901, 1, '2026-11-22', { storeStatus: 30, goodsList: [{ goodsId: 1, count: 1, price: 2000, discount: 2000 }] }),
        ],
      ]),
    ],
  }),
} satisfies Meta<typeof ShopOrderTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page of orders under tomorrow's, today's and yesterday's headings: booked, stored, a walk-in, completed. */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'settled 24 Nov 2026 (tomorrow)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'settled 23 Nov 2026 (today)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'settled 22 Nov 2026 (yesterday)' })).toBeVisible();
    const walkIn = canvas.getByRole('article', { name: '王先生' });
    await expect(within(walkIn).getByText('walk-in')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'voucher CODE0903: open at the counter' })).toHaveAttribute('href', '/bussiness/counter?code=CODE0903');
    await expect(canvas.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
  },
};

/** A full page of 10, then 3 more that continue today's group: 'load more' appears once. */
export const TwoPages: Story = {
  parameters: {
    msw: [
      reportMocks.orderPages([
        [...orderRows(900, 4, '2026-11-24'), ...orderRows(896, 6, '2026-11-23')],
        [...orderRows(890, 2, '2026-11-23'), ...orderRows(888, 1, '2026-11-22')],
      ]),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'load more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(13));
    await expect(canvas.getAllByRole('heading', { name: 'settled 23 Nov 2026 (today)' })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
  },
};

/** A shop without orders yet. */
export const Empty: Story = {
  parameters: { msw: [reportMocks.orderPages([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('no luggage orders yet')).toBeVisible();
  },
};

/** The consumption orders: extra days charged at pick-up, by settleDate. */
export const Consumption: Story = {
  args: { selected: 'consume' },
  parameters: { msw: [reportMocks.consumePages([[...consumeRows(50, 2, '2026-11-23'), ...consumeRows(48, 1, '2026-11-20')]])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'consumption orders' })).toHaveAttribute('aria-selected', 'true');
    const row = await canvas.findByRole('article', { name: '139****50' });
    await expect(within(row).getByText('1 extra day')).toBeVisible();
    await expect(within(row).getByText('¥15.00')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'settled 20 Nov 2026' })).toBeVisible();
  },
};

/** The list in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '结算日 2026年11月23日（今天）' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '消费订单' })).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: '王先生' })).getByText('到店寄存')).toBeVisible();
  },
};

import { orderListEndpoint } from '@luggage/api/contract';
import { buildOrderListItem, mockEndpoint } from '@luggage/api/mocks';
import { PHONE_PAGE_FRAME, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { OrderList } from './order-list';

// 10:00 on Monday 23 November 2026 in Shanghai.
const NOW = Date.parse('2026-11-23T02:00:00Z');

/** The server's order list: `sizes[n - 1]` orders on page n, none after. */
const pages = (...sizes: number[]) =>
  mockEndpoint(orderListEndpoint, (params) => {
    const page = Number(params.page);
    const count = sizes[page - 1] ?? 0;
    const firstId = 700 - (page - 1) * 10;
    return {
      content: {
        page,
        orders: Array.from({ length: count }, (_, index) =>
          buildOrderListItem({
            id: String(firstId - index),
            storeName: `人民广场店 ${firstId - index}`,
            status: (['paid', 'unpaid', 'refunded'] as const)[index % 3],
          }),
        ),
      },
    };
  });

const meta = {
  title: 'Consumer/Orders/Order list',
  component: OrderList,
  args: { now: NOW },
  parameters: screenStory(consumerLocales, { route: '/orders', frame: PHONE_PAGE_FRAME, msw: [pages(3)] }),
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No orders: the way to the map. */
export const Empty: Story = {
  parameters: { msw: [pages(0)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('no orders yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'find a storage point on the map' })).toHaveAttribute('href', '/');
  },
};

/** Three orders, one page: nothing more to load. */
export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'my orders' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
  },
};

/** A full page of 10, then 3 more: 'load more' appears, loads them and goes away. */
export const MorePages: Story = {
  parameters: { msw: [pages(10, 3)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'my orders' });
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(13));
    await expect(canvas.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
  },
};

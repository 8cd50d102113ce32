import { addOrderEndpoint, checkoutEndpoint, compactDateSchema, storeInventoryEndpoint } from '@luggage/api/contract';
import { buildAddedOrder, buildCheckout, buildOrderDetail, buildStoreInventory, mockEndpoint } from '@luggage/api/mocks';
import { totalDays } from '@luggage/domain/dates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { ExtendDialog } from './extend-dialog';

// 10:00 on Tuesday 24 November 2026 in Shanghai: the factory's order (two bags, 23–24 Nov) ends today.
const NOW = Date.parse('2026-11-24T02:00:00Z');

/** The server's price of the extension the request asks for: two bags at ¥15.00 a day for each added day. */
const pricedExtension = mockEndpoint(checkoutEndpoint, (params) => {
  const startDate = compactDateSchema.decode(String(params.startDate));
  const endDate = compactDateSchema.decode(String(params.endDate));
  const days = totalDays(startDate, endDate);
  return {
    content: buildCheckout({
      startDate,
      endDate,
      totalDays: days,
      goodsList: [{ goodsId: 2, count: 2, price: 1500, discount: 1500 }],
      orderAmount: 3000 * days,
      discountAmount: 0,
      payAmount: 3000 * days,
    }),
  };
});

/** Room on the days asked for: 3 bags left on 26 November, plenty otherwise. */
const room = mockEndpoint(storeInventoryEndpoint, (params) => ({ content: buildStoreInventory(String(params.startDate), String(params.endDate), { '20261126': { 2: 3 } }) }));

const meta = {
  title: 'Consumer/Orders/Extend dialog',
  component: ExtendDialog,
  args: { order: buildOrderDetail(), now: NOW, onClose: fn() },
  parameters: {
    locales: consumerLocales,
    route: '/order/501?extend=1',
    frame: { maxWidth: 390, padding: 16, background: 'var(--lg-color-background)' },
    msw: [
      pricedExtension,
      room,
      mockEndpoint(addOrderEndpoint, { content: buildAddedOrder({ orderId: '777', payAmount: 3000 }) }),
    ],
  },
} satisfies Meta<typeof ExtendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on one more day: the added day, its room and the server's price. */
export const OneMoreDay: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'extend the storage' });
    await expect(within(dialog).getByText('now ends on 24 Nov 2026')).toBeVisible();
    await expect(within(dialog).getByText('1 more day: 25 Nov 2026')).toBeVisible();
    await expect(await within(dialog).findByText('¥30.00')).toBeVisible();
    await expect(within(dialog).getByText('coupons cannot be used for an extension')).toBeVisible();
    await expect(await within(dialog).findByText('25 Nov 2026: 20 bags left')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'extend and pay ¥30.00' })).toBeEnabled();
  },
};

/** A later end date: every added day's room and the price of them all. */
export const TwoMoreDays: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'extend the storage' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^new end date/ }));
    const calendar = await page.findByRole('dialog', { name: 'new end date' });
    await userEvent.click(await within(calendar).findByRole('button', { name: /November 26th, 2026/ }, { timeout: 5000 }));
    await expect(await within(dialog).findByText('2 more days: 25 Nov 2026 to 26 Nov 2026')).toBeVisible();
    await expect(await within(dialog).findByText('26 Nov 2026: 3 bags left')).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: 'extend and pay ¥60.00' })).toBeEnabled();
  },
};

/** The server refuses (no room on an added day): its words are a toast, the dialog says to choose another end, nothing to pay for. */
export const NoRoom: Story = {
  parameters: { msw: [room, mockEndpoint(checkoutEndpoint, { errorMsg: 'not enough room for bags on 2026-11-25, please choose other dates' })] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'extend the storage' });
    await expect(await within(dialog).findByText('these days cannot be added: please choose another end date')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /extend and pay/ })).toBeDisabled());
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '续存' });
    await expect(await within(dialog).findByRole('button', { name: '续存并支付 ¥30.00' })).toBeEnabled();
    await expect(within(dialog).getByText('续存不能使用优惠券')).toBeVisible();
  },
};

import { changeStoreEndpoint, type ChangeStoreResponse } from '@luggage/api/contract';
import { buildShop, mockEndpoint } from '@luggage/api/mocks';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { MoveConfirmation } from './move-confirmation';

/** change_store's answer for order 501 moving to shop 4: a dry run unless `moved` or `supplement` say otherwise. */
const answer = (overrides: Partial<ChangeStoreResponse> = {}): ChangeStoreResponse => ({
  orderId: '501',
  storeId: 4,
  orderAmount: 3000,
  discountAmount: 0,
  payAmount: 3000,
  couponAmount: 0,
  difference: 1400,
  moved: false,
  refundAmount: 0,
  supplement: null,
  ...overrides,
});
/** change_store answering `quote` to the dry run and `made` to the move itself. */
const changeStore = (quote: ChangeStoreResponse, made: ChangeStoreResponse) =>
  mockEndpoint(changeStoreEndpoint, (params) => ({ content: params.dryRun ? quote : made }));
const dearer = answer();
const cheaper = answer({ payAmount: 1000, orderAmount: 1000, difference: -600 });

const meta = {
  title: 'Consumer/Change shop/Confirmation',
  component: MoveConfirmation,
  args: { orderId: '501', shop: buildShop({ id: 4, en: 'Lawson (East Nanjing Road)', name: '罗森便利店(南京东路店)' }), onClose: fn() },
  parameters: screenStory(consumerLocales, {
    route: '/map?orderId=501',
    msw: [changeStore(dearer, answer({ supplement: { orderId: '502', payAmount: 1400, payBefore: '2026-11-23T02:15:00.000Z' } }))],
  }),
} satisfies Meta<typeof MoveConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dearer shop: the new amount and the difference to pay; confirming goes to the supplement's payment. */
export const Dearer: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'change to Lawson (East Nanjing Road)?' });
    await expect(within(dialog).getByText('¥30.00')).toBeVisible();
    await expect(within(dialog).getByText('pay ¥14.00 more')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'pay and change' }));
    // The route test follows it to the payment (map-picker-route.test.tsx); here the confirmation stays open until then.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'pay and change' })).toBeEnabled());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A cheaper shop: the difference goes back to the payment. */
export const Cheaper: Story = {
  parameters: { msw: [changeStore(cheaper, answer({ ...cheaper, moved: true, refundAmount: 600 }))] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'change to Lawson (East Nanjing Road)?' });
    await expect(within(dialog).getByText('¥6.00 back to your payment')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'change shop' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'keep my shop' })).toBeEnabled();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: '更换到罗森便利店(南京东路店)？' });
    await expect(within(dialog).getByText('需补 ¥14.00')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '补差价并更换' })).toBeEnabled();
  },
};

/** No room at the shop on those days: the server's words as a toast, and the confirmation closes. */
export const NoRoom: Story = {
  parameters: { msw: [mockEndpoint(changeStoreEndpoint, { errorMsg: 'not enough room for bags on 2026-11-23, please choose other dates' })] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

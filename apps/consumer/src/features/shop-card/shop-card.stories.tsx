import { buildShop } from '@luggage/api/mocks';
import { PHONE_FRAME } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { ShopCard } from './shop-card';

const meta = {
  title: 'Consumer/Shop card',
  component: ShopCard,
  parameters: { locales: consumerLocales, route: '/', frame: PHONE_FRAME },
  args: { shop: buildShop({ id: 12 }), mode: 'book', onAction: fn(), onClose: fn() },
} satisfies Meta<typeof ShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const discountedShop = buildShop({
  id: 12,
  discount: 80,
  inventory: [
    { goodsId: 1, count: 10, price: 2000, discount: 1600 },
    { goodsId: 2, count: 20, price: 1500, discount: 1200 },
  ],
});

/** A discounted shop on the home map: the regular prices struck through, the '20% off' badge. */
export const Discounted: Story = {
  args: { shop: discountedShop },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "FamilyMart (People's Square)" })).toHaveAttribute('href', '/shop/12?step=2');
    await expect(canvas.getByText('20% off')).toBeInTheDocument();
    await expect(canvas.getByText('¥16.00 / item / day')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('original price ¥20.00');
    await userEvent.click(canvas.getByRole('button', { name: 'book' }));
    await expect(args.onAction).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A shop without scheduled booking: its prices, 'walk in, no booking needed' and directions instead of 'book'. */
export const NotScheduled: Story = {
  args: { shop: buildShop({ id: 12, isSupportScheduled: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('walk in, no booking needed')).toBeInTheDocument();
    await expect(canvas.getAllByText(/item \/ day/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'directions' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'book' })).toBeNull();
  },
};

/** A shop without photos gets a placeholder. */
export const NoPhoto: Story = {
  args: { shop: buildShop({ id: 12, pics: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('no photo yet')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** In the map picker (#/map) the card selects the shop and cannot be closed. */
export const SelectMode: Story = {
  args: { mode: 'select' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'close' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'select' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

/** The discounted card in Chinese: '8折' and prices per item per day. */
export const Chinese: Story = {
  args: { shop: discountedShop },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '全家便利店(人民广场店)' })).toBeInTheDocument();
    await expect(canvas.getByText('8折')).toBeInTheDocument();
    await expect(canvas.getByText('¥16.00/件/天')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '预约' })).toBeInTheDocument();
  },
};

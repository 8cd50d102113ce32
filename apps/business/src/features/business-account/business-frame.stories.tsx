import { buildBusinessShop } from '@luggage/api/mocks';
import { expectButtonAsks, screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { businessLocales } from '../../app/locales';
import { BusinessFrame } from './business-frame';

const peoplesSquare = buildBusinessShop();
const eastNanjingRoad = buildBusinessShop({ storeId: 2, name: '南京东路店', en: 'East Nanjing Road' });

const meta = {
  title: 'Business/Frame',
  component: BusinessFrame,
  args: {
    title: 'my shop',
    shops: [peoplesSquare],
    shop: peoplesSquare,
    onShopChange: fn(),
    onLogout: fn(),
    children: <p>the screen</p>,
  },
  parameters: screenStory(businessLocales, { route: '/bussiness', frame: null }),
} satisfies Meta<typeof BusinessFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner of one shop: the shop's name, the language, logout and every tab, home current. */
export const OneShop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'my shop' })).toBeVisible();
    await expect(canvas.getByText("People's Square")).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('the screen');
    const nav = within(canvas.getByRole('navigation', { name: 'shop app' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['home', 'counter', 'orders', 'stats', 'settings', 'staff']);
    await expect(nav.getByRole('link', { name: 'home' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Staff of two shops: a shop switcher, and no settings or staff tabs. */
export const TwoShops: Story = {
  args: {
    shops: [{ ...peoplesSquare, role: 'staff' }, { ...eastNanjingRoad, role: 'staff' }],
    shop: { ...peoplesSquare, role: 'staff' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const switcher = canvas.getByRole('combobox', { name: 'shop' });
    await expect(switcher).toHaveDisplayValue("People's Square");
    await userEvent.selectOptions(switcher, 'East Nanjing Road');
    await expect(args.onShopChange).toHaveBeenCalledWith(2);
    const nav = within(canvas.getByRole('navigation', { name: 'shop app' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['home', 'counter', 'orders', 'stats']);
  },
};

/** Logging out asks first. */
export const ConfirmLogout: Story = {
  play: ({ canvasElement }) => expectButtonAsks(canvasElement, 'log out', 'log out', 'log out of the shop app on this device?'),
};

/** The frame in Chinese: the shop's Chinese name. */
export const Chinese: Story = {
  args: { title: '我的门店' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('人民广场店')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '店员' })).toBeVisible();
  },
};

import { buildShop } from '@luggage/api/mocks';
import { PHONE_FRAME } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { NearbyShopList } from './nearby-shop-list';
import { toNearbyShops } from './nearby-shops';

const PEOPLES_SQUARE = { lng: 121.4737, lat: 31.2304 };
// 10:00 on Monday 23 November 2026 in Shanghai: the built shops are open 08:00–22:00 on weekdays.
const MONDAY_MORNING = '2026-11-23T10:00';

/** One row of each kind: price from with units left, full, opening later today, closed today, and a long name. */
const rows = toNearbyShops(
  [
    buildShop({ id: 1, ...PEOPLES_SQUARE, inventory: [{ goodsId: 1, count: 3, price: 2000, discount: 1600 }, { goodsId: 2, count: 10, price: 1000, discount: 800 }] }),
    buildShop({ id: 2, name: '如家酒店(南京东路店)', en: 'Home Inn (East Nanjing Rd)', lng: 121.4806, lat: 31.2352, score: 4.2, inventory: [{ goodsId: 1, count: 0, price: 2000, discount: 2000 }] }),
    buildShop({ id: 3, name: '豫园老街寄存点', en: 'Yu Garden Old Street', lng: 121.4925, lat: 31.2272, hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], open: '12:00', close: '20:00' }] }),
    buildShop({ id: 4, name: '外滩源寄存点', en: 'Bund Origin', lng: 121.4906, lat: 31.2397, closedToday: true }),
    buildShop({ id: 5, name: '上海火车站北广场地铁站三号口旁边的便利店寄存点', en: 'Shanghai Railway Station North Square, the convenience store by metro exit 3', lng: 121.4556, lat: 31.2497 }),
  ],
  PEOPLES_SQUARE,
  MONDAY_MORNING,
);

const meta = {
  title: 'Consumer/Nearby shop list',
  component: NearbyShopList,
  parameters: { locales: consumerLocales, route: '/', frame: PHONE_FRAME },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { shops: rows, distanceFrom: 'traveller', onSelect: fn() },
} satisfies Meta<typeof NearbyShopList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open list after locating: each row's price from (or full / closed), rating, opening, units left and distance from the traveller. */
export const Located: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'list of 5 storage points' }));
    const list = within(canvas.getByRole('list', { name: 'storage points nearby' }));
    await expect(list.getByRole('button', { name: "FamilyMart (People's Square), from ¥8" })).toBeInTheDocument();
    await expect(list.getByText('3 suitcases · 10 bags left')).toBeInTheDocument();
    await expect(list.getByText('0 m from you')).toBeInTheDocument();
    await expect(list.getByRole('button', { name: 'Home Inn (East Nanjing Rd), full' })).toBeInTheDocument();
    await expect(list.getByText('full today')).toBeInTheDocument();
    await expect(list.getByText('opens at 12:00')).toBeInTheDocument();
    await expect(list.getByRole('button', { name: 'Bund Origin, closed' })).toBeInTheDocument();
    await expect(list.getByText('closed today')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: /Yu Garden/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
  },
};

/** Not located, in Chinese: distances from the map centre ('距地图中心'), '¥8起', '已满', '休息'. */
export const MapCentreChinese: Story = {
  args: { distanceFrom: 'mapCentre' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '列表（5 个寄存点）' }));
    const list = within(canvas.getByRole('list', { name: '附近寄存点' }));
    await expect(list.getByRole('button', { name: '全家便利店(人民广场店)，¥8起' })).toBeInTheDocument();
    await expect(list.getByText('距地图中心 0 米')).toBeInTheDocument();
    await expect(list.getByText('剩余 行李箱 3 件 · 背包 10 件')).toBeInTheDocument();
    await expect(list.getByText('今日已满')).toBeInTheDocument();
    await expect(list.getByText('12:00 开门')).toBeInTheDocument();
    await expect(list.getByRole('button', { name: '外滩源寄存点，休息' })).toBeInTheDocument();
  },
};

import type { Shop } from '@luggage/api/contract';
import { buildShop } from '@luggage/api/mocks';
import type { Language } from '@luggage/app-shell/i18n';
import { renderRoute } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consumerLocales } from '../../app/locales';
import { NearbyShopList } from './nearby-shop-list';
import { toNearbyShops, type DistanceOrigin } from './nearby-shops';

const PEOPLES_SQUARE = { lng: 121.4737, lat: 31.2304 };
// 10:00 on Monday 23 November 2026 in Shanghai: the built shops are open 08:00–22:00 on weekdays.
const MONDAY_MORNING = '2026-11-23T10:00';

const shops = () => [
  buildShop({ id: 1, ...PEOPLES_SQUARE, inventory: [{ goodsId: 1, count: 3, price: 2000, discount: 1600 }, { goodsId: 2, count: 10, price: 1000, discount: 800 }] }),
  buildShop({
    id: 2,
    name: '如家酒店(南京东路店)',
    en: 'Home Inn (East Nanjing Rd) by the metro exit, a very long name',
    lng: 121.4806,
    lat: 31.2352,
    score: 4.2,
    inventory: [{ goodsId: 1, count: 0, price: 2000, discount: 2000 }],
  }),
  buildShop({ id: 3, name: '晚开店', en: 'Late Opener', lng: 121.476, lat: 31.232, hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], open: '12:00', close: '20:00' }] }),
  buildShop({ id: 4, name: '休息店', en: 'Closed Today', lng: 121.478, lat: 31.233, closedToday: true }),
];

async function renderList(options: { stores?: Shop[]; from?: DistanceOrigin['kind']; language?: Language } = {}) {
  const onSelect = vi.fn();
  const nearby = toNearbyShops(options.stores ?? shops(), PEOPLES_SQUARE, MONDAY_MORNING);
  const element = <NearbyShopList shops={nearby} distanceFrom={options.from ?? 'traveller'} onSelect={onSelect} />;
  await renderRoute([{ path: '/', element }], { path: '/', locales: consumerLocales, language: options.language ?? 'en' });
  return { onSelect };
}

const rowOf = (name: RegExp) => screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe('NearbyShopList', () => {
  it('lists each shop with its price from, rating, opening, units left and distance from the traveller', async () => {
    await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'list of 4 storage points' }));
    const square = rowOf(/People's Square/);
    expect(within(square).getByRole('button')).toHaveAccessibleName("FamilyMart (People's Square), from ¥8");
    expect(within(square).getByRole('button')).toHaveAccessibleDescription(/4\.8 · open now · 0 m from you · 3 suitcases · 10 bags left$/);

    const full = rowOf(/Home Inn/);
    expect(within(full).getByText('full')).toBeInTheDocument();
    expect(within(full).getByText('full today')).toBeInTheDocument();
    expect(within(full).getByText('850 m from you')).toBeInTheDocument();
    expect(within(rowOf(/Late Opener/)).getByText('opens at 12:00')).toBeInTheDocument();
    expect(within(rowOf(/Late Opener/)).getByText('from ¥15')).toBeInTheDocument();
    expect(within(rowOf(/Closed Today/)).getByText('closed')).toBeInTheDocument();
    expect(within(rowOf(/Closed Today/)).getByText('closed today')).toBeInTheDocument();
  });

  it('measures from the map centre until the traveller is located', async () => {
    await renderList({ from: 'mapCentre' });
    await userEvent.click(screen.getByRole('button', { name: 'list of 4 storage points' }));
    expect(within(rowOf(/Home Inn/)).getByText('850 m from the map centre')).toBeInTheDocument();
  });

  it('selects a shop and closes the list', async () => {
    const { onSelect } = await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'list of 4 storage points' }));
    await userEvent.click(screen.getByRole('button', { name: /Home Inn/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(2);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderList({ language: 'zh-CN', from: 'mapCentre' });
    await userEvent.click(screen.getByRole('button', { name: '列表（4 个寄存点）' }));
    const square = rowOf(/全家便利店/);
    expect(within(square).getByRole('button')).toHaveAccessibleName('全家便利店(人民广场店)，¥8起');
    expect(within(square).getByText('营业中')).toBeInTheDocument();
    expect(within(square).getByText('剩余 行李箱 3 件 · 背包 10 件')).toBeInTheDocument();
    expect(within(square).getByText('距地图中心 0 米')).toBeInTheDocument();
    expect(within(rowOf(/如家/)).getByText('今日已满')).toBeInTheDocument();
    expect(within(rowOf(/晚开店/)).getByText('12:00 开门')).toBeInTheDocument();
    expect(within(rowOf(/休息店/)).getByText('休息')).toBeInTheDocument();
  });
});

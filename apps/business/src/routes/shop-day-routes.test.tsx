import {
  businessInfoEndpoint,
  businessTodayEndpoint,
  shopSettingsEndpoint,
  updateShopCapacityEndpoint,
  type BusinessShop,
  type BusinessToday,
} from '@luggage/api/contract';
import { baseApi } from '@luggage/api/client';
import { buildBusinessInfo, buildBusinessShop, mockEndpoint } from '@luggage/api/mocks';
import { requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStaffRoute } from '../app/test/render-staff-route';
import { buildBusyDay } from '../features/shop-day/build-busy-day';
import { buildShopSettings } from '../features/shop-day/build-shop-settings';

const server = setUpMsw();
/** The storeId of each shop's-day and settings request, and the capacity bodies, without the signing fields. */
const asked = requestLog<unknown>();
const saved = requestLog();

/** Opens `path` signed in as account 900 working at `shop`, the server answering the day `current()` returns. */
function openSignedIn(path: string, shop: BusinessShop, current: () => BusinessToday = () => buildBusyDay()) {
  server.use(
    mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo({ shops: [shop] }) }),
    mockEndpoint(businessTodayEndpoint, (params) => {
      asked.push(params.storeId);
      return { content: current() };
    }),
    mockEndpoint(shopSettingsEndpoint, (params) => {
      asked.push(params.storeId);
      return { content: buildShopSettings() };
    }),
    mockEndpoint(updateShopCapacityEndpoint, ({ v: _v, ...body }) => {
      saved.push(body);
      return { content: buildShopSettings() };
    }),
  );
  return renderStaffRoute(path);
}

describe('#/bussiness', () => {
  it('shows the day of the current shop, each expected order opening the counter with its code', async () => {
    await openSignedIn('/bussiness', buildBusinessShop({ storeId: 7, role: 'staff' }));
    // The title is in the layout's loading frame too: checked once the day shows, in the frame that stays.
    expect(await screen.findByRole('link', { name: /7KQ2M9XD/ })).toHaveAttribute('href', '/bussiness/counter?code=7KQ2M9XD');
    expect(screen.getByRole('heading', { name: 'my shop', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'confirm the shop is open today' })).toBeInTheDocument();
    expect(asked).toEqual(['7']);
  });

  it('loads the day again when it comes back after the counter changed an order', async () => {
    let day = buildBusyDay();
    const { router, store } = await openSignedIn('/bussiness', buildBusinessShop(), () => day);
    expect(await screen.findByText('4 orders in store')).toBeInTheDocument();

    await act(() => router.navigate('/bussiness/settings'));
    expect(await screen.findByRole('heading', { name: 'opening hours' })).toBeInTheDocument();
    // What a check-in at the counter invalidates.
    day = buildBusyDay({ dropOffs: [], inStoreOrders: 5 });
    act(() => void store.dispatch(baseApi.util.invalidateTags([{ type: 'BusinessShop', id: 1 }, { type: 'BusinessOrder', id: 'LIST' }])));
    await act(() => router.navigate('/bussiness'));

    expect(await screen.findByText('5 orders in store')).toBeInTheDocument();
    expect(screen.getByText('no drop-offs expected today')).toBeInTheDocument();
  });
});

describe('#/bussiness/settings', () => {
  it('lets the owner of the current shop save a capacity for that shop', async () => {
    await openSignedIn('/bussiness/settings', buildBusinessShop({ storeId: 3 }));
    const bags = await screen.findByRole('spinbutton', { name: 'capacity for bags (small items)' });
    await userEvent.clear(bags);
    await userEvent.type(bags, '25');
    await userEvent.click(screen.getByRole('button', { name: 'save capacity for bags (small items)' }));
    expect(await screen.findByText('capacity for bags (small items) saved')).toBeInTheDocument();
    expect(saved).toEqual([{ storeId: 3, goodsId: 2, capacity: 25 }]);
  });

  it('shows staff the settings read-only', async () => {
    await openSignedIn('/bussiness/settings', buildBusinessShop({ role: 'staff' }));
    expect(await screen.findByText('only the shop owner can change these settings; ask the owner to make a change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'save capacity for bags (small items)' })).not.toBeInTheDocument();
  });
});

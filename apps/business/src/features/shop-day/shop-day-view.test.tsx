import { businessTodayEndpoint, confirmOpenEndpoint, type BusinessToday } from '@luggage/api/contract';
import { baseApi } from '@luggage/api/client';
import { mockEndpoint } from '@luggage/api/mocks';
import type { Language } from '@luggage/app-shell/i18n';
import { expectToast, recordedEndpoint, renderRoute, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { businessLocales } from '../../app/locales';
import { buildBusinessToday } from './build-business-today';
import { buildBusyDay } from './build-busy-day';
import { ShopDay } from './shop-day-view';

const server = setUpMsw();
const confirmed = requestLog();

function Counter() {
  const location = useLocation();
  return <p>counter {location.search}</p>;
}

/** Opens the shop's day of shop 1 with the day `current()` answers (read at each request). */
function openShopDay(current: () => BusinessToday, language: Language = 'en') {
  server.use(mockEndpoint(businessTodayEndpoint, (params) => (params.storeId === '1' ? { content: current() } : { errorMsg: 'you do not work at this shop' })));
  const routes = [
    { path: '/bussiness', element: <ShopDay storeId={1} /> },
    { path: '/bussiness/counter', element: <Counter /> },
    { path: '/bussiness/requests', element: <p>requests</p> },
  ];
  return renderRoute(routes, { path: '/bussiness', locales: businessLocales, language });
}

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

describe('ShopDay', () => {
  it('shows the day, what is in store, the requests and the expected orders with their codes', async () => {
    await openShopDay(() => buildBusyDay());
    expect(await screen.findByText('Mon 23 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'check in / check out' })).toHaveAttribute('href', '/bussiness/counter');
    expect(screen.getByRole('link', { name: 'walk-in booking' })).toHaveAttribute('href', '/bussiness/walk-in');

    const inStore = section('in store now');
    expect(inStore.getByText('suitcases (large items)').nextSibling).toHaveTextContent('3');
    expect(inStore.getByText('bags (small items)').nextSibling).toHaveTextContent('5');
    expect(inStore.getByText('4 orders in store')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '2 requests waiting for your answer' })).toHaveAttribute('href', '/bussiness/requests');

    const dropOffs = section('expected drop-offs today');
    expect(dropOffs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['138****80002 bagscode 7KQ2M9XD', '/bussiness/counter?code=7KQ2M9XD'],
      ['Li Weiwalk-in1 suitcase · 1 bagcode 5RT8W2QA', '/bussiness/counter?code=5RT8W2QA'],
    ]);
  });

  it('marks a late pick-up with its days over and the amount to collect, and links it to the counter', async () => {
    await openShopDay(() => buildBusyDay());
    const late = await screen.findByRole('link', { name: /X4Y7Z2KB/ });
    expect(late).toHaveTextContent('2 days late');
    expect(late).toHaveTextContent('to collect ¥40.00');
    expect(late).toHaveTextContent('19 Nov 2026 to 21 Nov 2026');
    const onTime = section('expected pick-ups').getByRole('link', { name: /H3N6P9LC/ });
    expect(onTime).not.toHaveTextContent('late');
    expect(onTime).not.toHaveTextContent('to collect');

    await userEvent.click(late);
    expect(await screen.findByText('counter ?code=X4Y7Z2KB')).toBeInTheDocument();
  });

  it('confirms the shop open today and then says when', async () => {
    let day = buildBusinessToday();
    server.use(
      recordedEndpoint(confirmOpenEndpoint, confirmed, () => {
        day = { ...day, openConfirmedAt: '2026-11-23T01:12:00Z' };
        return { content: { date: day.date, openConfirmedAt: '2026-11-23T01:12:00Z' } };
      }),
    );
    await openShopDay(() => day);
    await userEvent.click(await screen.findByRole('button', { name: 'confirm the shop is open today' }));
    expect(await screen.findByText('open today, confirmed at 09:12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'confirm the shop is open today' })).not.toBeInTheDocument();
    expect(confirmed).toEqual([expect.objectContaining({ storeId: 1 })]);
  });

  it('asks again on the next day, though today was confirmed on this screen', async () => {
    let day = buildBusinessToday();
    server.use(
      mockEndpoint(confirmOpenEndpoint, () => {
        day = { ...day, openConfirmedAt: '2026-11-23T01:12:00Z' };
        return { content: { date: day.date, openConfirmedAt: '2026-11-23T01:12:00Z' } };
      }),
    );
    await openShopDay(() => day);
    await userEvent.click(await screen.findByRole('button', { name: 'confirm the shop is open today' }));
    expect(await screen.findByText('open today, confirmed at 09:12')).toBeInTheDocument();

    day = buildBusinessToday({ date: '2026-11-24', openConfirmedAt: null });
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByText('Tue 24 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'confirm the shop is open today' })).toBeEnabled();
    expect(screen.queryByText(/open today, confirmed/)).not.toBeInTheDocument();
  });

  it('keeps the button and says why when the confirmation is refused', async () => {
    server.use(mockEndpoint(confirmOpenEndpoint, { errorMsg: 'you do not work at this shop' }));
    await openShopDay(() => buildBusinessToday());
    await userEvent.click(await screen.findByRole('button', { name: 'confirm the shop is open today' }));
    await expectToast('you do not work at this shop');
    expect(screen.getByRole('button', { name: 'confirm the shop is open today' })).toBeEnabled();
  });

  it('says a closed day is closed instead of asking to confirm', async () => {
    await openShopDay(() => buildBusinessToday({ closed: true }));
    expect(await screen.findByText('the shop is closed today (a closed day)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'confirm the shop is open today' })).not.toBeInTheDocument();
  });

  it('says so when nothing is expected and no request waits', async () => {
    await openShopDay(() => buildBusinessToday({ openConfirmedAt: '2026-11-23T00:30:00Z' }));
    expect(await screen.findByText('open today, confirmed at 08:30')).toBeInTheDocument();
    expect(screen.getByText('no drop-offs expected today')).toBeInTheDocument();
    expect(screen.getByText('no pick-ups expected today')).toBeInTheDocument();
    expect(screen.getByText('no requests waiting')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /requests/ })).not.toBeInTheDocument();
    expect(section('in store now').getByText('0 orders in store')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the day', async () => {
    let isDown = true;
    server.use(mockEndpoint(businessTodayEndpoint, () => (isDown ? { httpStatus: 500 } : { content: buildBusyDay() })));
    await renderRoute([{ path: '/', element: <ShopDay storeId={1} /> }], { path: '/', locales: businessLocales });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('Mon 23 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the day again when the counter changes an order, and with the refresh button', async () => {
    let day = buildBusyDay();
    const { store } = await openShopDay(() => day);
    expect(await screen.findByRole('link', { name: /7KQ2M9XD/ })).toBeInTheDocument();
    day = buildBusyDay({ dropOffs: day.dropOffs.slice(1), inStoreOrders: 5 });
    store.dispatch(baseApi.util.invalidateTags([{ type: 'BusinessOrder', id: 'LIST' }]));
    expect(await screen.findByText('5 orders in store')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /7KQ2M9XD/ })).not.toBeInTheDocument();

    day = buildBusyDay({ inStoreOrders: 6 });
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByText('6 orders in store')).toBeInTheDocument();
  });

  it('never shows the day of the shop left when another is chosen', async () => {
    server.use(
      // Shop 2 answers slowly, so what shows while it loads can be seen.
      http.get(`*${businessTodayEndpoint.path}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('storeId') === '2') await delay(300);
      }),
      mockEndpoint(businessTodayEndpoint, (params) => ({ content: params.storeId === '1' ? buildBusyDay() : buildBusinessToday({ closed: true }) })),
    );
    function Switcher() {
      const [storeId, setStoreId] = useState(1);
      return (
        <>
          <button onClick={() => setStoreId(2)}>shop 2</button>
          <ShopDay storeId={storeId} />
        </>
      );
    }
    await renderRoute([{ path: '/', element: <Switcher /> }], { path: '/', locales: businessLocales });
    expect(await screen.findByText('4 orders in store')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'shop 2' }));
    expect(screen.getByText('loading the shop’s day…')).toBeInTheDocument();
    expect(screen.queryByText('4 orders in store')).not.toBeInTheDocument();
    expect(await screen.findByText('the shop is closed today (a closed day)')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await openShopDay(() => buildBusyDay(), 'zh-CN');
    expect(await screen.findByText('2026年11月23日 周一')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认今天正常营业' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /X4Y7Z2KB/ })).toHaveTextContent('已超期 2 天');
  });
});

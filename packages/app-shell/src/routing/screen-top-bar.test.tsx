import { toastShown } from '@luggage/api/store';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing';
import { NotFoundScreen } from './not-found-screen';
import { ScreenTopBar } from './screen-top-bar';

const locales = { app: { en: {}, 'zh-CN': {} } };
/** A titled screen under the shared top bar. */
function CouponsScreen() {
  return (
    <>
      <ScreenTopBar title="coupons" />
      <main className="lg-screen">
        <p>coupons list</p>
      </main>
    </>
  );
}

const routes = [
  { path: '/', element: <p>home screen</p> },
  { path: '/center', element: <p>user centre screen</p> },
  { path: '/coupons', element: <CouponsScreen /> },
  { path: '*', element: <NotFoundScreen /> },
];

describe('shared screens', () => {
  it('a screen has its title in the top bar, with the way back', async () => {
    await renderRoute(routes, { path: '/coupons', locales });
    expect(screen.getByRole('heading', { name: 'coupons' })).toBeInTheDocument();
    expect(screen.getByText('coupons list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'back' })).toBeInTheDocument();
  });

  it('hideTopbar hides the top bar', async () => {
    await renderRoute(routes, { path: '/coupons?hideTopbar=1', locales });
    expect(screen.queryByRole('heading', { name: 'coupons' })).toBeNull();
  });

  it('back with a short history goes home', async () => {
    await renderRoute(routes, { path: '/coupons', locales });
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });

  it('an unknown path shows the fallback page, whose button goes home', async () => {
    await renderRoute(routes, { path: '/no/such/page', locales, language: 'zh-CN' });
    await userEvent.click(screen.getByRole('button', { name: /返回首页|back to home/ }));
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });

  it('toasts from the store are shown translated', async () => {
    const { store } = await renderRoute(routes, { path: '/', locales, language: 'zh-CN' });
    act(() => {
      store.dispatch(toastShown({ key: 'api:tokenExpired' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('登录已过期，请重新登录');
  });
});

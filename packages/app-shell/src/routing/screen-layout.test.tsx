import { loggedOut } from '@luggage/api/session';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n';
import { expectSentToLogin, renderRoute } from '../testing';
import type { ScreenHandle } from './screen-handle';
import { ScreenLayout } from './screen-layout';
import { useSignedInSession } from './use-signed-in-session';

const titles = { home: 'nearby storage', map: 'choose a storage point', orders: 'my orders', login: 'log in' };
const locales = { app: { en: titles, 'zh-CN': { home: '附近寄存点', map: '选择寄存点', orders: '我的订单', login: '登录' } } };

function SignedInPhone() {
  return <p>signed in as {useSignedInSession().phone}</p>;
}

const screenAt = (path: string, handle: ScreenHandle, element: ReactNode) => ({ path, handle, element });
const routes = [
  {
    element: <ScreenLayout />,
    children: [
      screenAt('/', { titleKey: 'app:home', showBack: false, menuHomeHref: 'https://example.com/' }, <p>home screen</p>),
      screenAt('/map', { titleKey: 'app:map', className: 'screen--full', hasMain: false }, <p>the map</p>),
      screenAt('/orders', { titleKey: 'app:orders', session: 'user' }, <SignedInPhone />),
      screenAt('/login', { titleKey: 'app:login' }, <p>login screen</p>),
    ],
  },
];

const open = (path: string, { isSignedIn = false, language = 'en' }: { isSignedIn?: boolean; language?: Language } = {}) =>
  renderRoute(routes, {
    path,
    locales,
    language,
    ...(isSignedIn && { session: { area: 'user', session: { userId: '7', userToken: 't', phone: '+86 13800138000' } } }),
  });

describe('ScreenLayout', () => {
  it('frames a screen with its translated title, the back control and the content in <main>', async () => {
    await open('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'back' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('login screen');
  });

  it('puts the top bar in menu mode without back when the handle says so', async () => {
    await open('/', { language: 'zh-CN' });
    expect(screen.getByRole('heading', { level: 1, name: '附近寄存点' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.getByRole('button', { name: '个人中心' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('leaves a screen without <main> to lay out its own regions, with its classes', async () => {
    const { container } = await open('/map');
    expect(screen.getByText('the map')).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
    expect(container.firstElementChild).toHaveClass('screen', 'screen--full');
  });

  it('hides the top bar with the hideTopbar query', async () => {
    await open('/login?hideTopbar=1');
    expect(screen.queryByRole('heading', { name: 'log in' })).toBeNull();
    expect(screen.getByText('login screen')).toBeInTheDocument();
  });

  it('sends a guest of a session screen to the login, which returns there', async () => {
    const { router } = await open('/orders?page=2');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    await expectSentToLogin(router, '/orders?page=2');
  });

  it('gives a session screen its signed-in session, and shows nothing once the session ends there', async () => {
    const { store, router } = await open('/orders', { isSignedIn: true });
    expect(screen.getByText('signed in as +86 13800138000')).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut({ area: 'user' }));
    });
    await waitFor(() => expect(screen.queryByText(/signed in as/)).toBeNull());
    expect(screen.getByRole('heading', { name: 'my orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });
});

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

/** A promise the test settles: the slow screen's code, and the search screen's data. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
let slowScreenCode = deferred();
let searchResults = deferred();
const routes = [
  {
    element: <ScreenLayout />,
    children: [
      screenAt('/', { titleKey: 'app:home', showBack: false, menuHomeHref: 'https://example.com/' }, <p>home screen</p>),
      screenAt('/map', { titleKey: 'app:map', className: 'screen--full', hasMain: false }, <p>the map</p>),
      screenAt('/orders', { titleKey: 'app:orders', session: 'user' }, <SignedInPhone />),
      screenAt('/login', { titleKey: 'app:login' }, <p>login screen</p>),
      screenAt('/search', { titleKey: 'app:home' }, <input aria-label="search" />),
      {
        path: '/slow',
        handle: { titleKey: 'app:map' } satisfies ScreenHandle,
        lazy: async () => {
          await slowScreenCode.promise;
          return { element: <p>the slow screen</p> };
        },
      },
    ],
  },
];

const searchRoute = routes[0]!.children.find((route) => route.path === '/search')!;
Object.assign(searchRoute, { loader: () => searchResults.promise.then(() => null) });

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

  it('keeps the screen being left in view but inert and busy until the next screen has loaded', async () => {
    slowScreenCode = deferred();
    const { router } = await open('/login');
    const content = screen.getByRole('main').parentElement!;
    expect(content).not.toHaveAttribute('inert');
    act(() => void router.navigate('/slow'));
    await waitFor(() => expect(content).toHaveAttribute('inert'));
    expect(content).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('login screen')).toBeInTheDocument();
    // Back stays usable while waiting.
    expect(screen.getByRole('button', { name: 'back' }).closest('[inert]')).toBeNull();
    await act(async () => slowScreenCode.resolve());
    expect(await screen.findByText('the slow screen')).toBeInTheDocument();
    expect(screen.getByRole('main').parentElement).not.toHaveAttribute('inert');
    expect(screen.getByRole('main').parentElement).not.toHaveAttribute('aria-busy');
  });

  it('leaves a screen usable while only its query changes, so a field writing the query keeps its focus', async () => {
    searchResults = deferred();
    searchResults.resolve();
    const { router } = await open('/search?q=a');
    searchResults = deferred();
    const field = await screen.findByRole('textbox', { name: 'search' });
    field.focus();
    act(() => void router.navigate('/search?q=ab'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(field.closest('[inert]')).toBeNull();
    expect(field).toHaveFocus();
    await act(async () => searchResults.resolve());
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  });
});

import { createAppStore } from '@luggage/api/store';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenHandle } from '../routing/screen-handle';
import { routesWithPrefetch } from './routes-with-prefetch';

describe('routesWithPrefetch', () => {
  it("starts a screen's prefetch with the store and the params before its lazy module has loaded, nested routes too", async () => {
    const store = createAppStore({ storage: window.localStorage, browserSession: window.sessionStorage });
    const prefetch = vi.fn<NonNullable<ScreenHandle['prefetch']>>();
    let releaseModule = () => undefined as void;
    const lazy = () => new Promise<{ Component: () => string }>((resolve) => (releaseModule = () => resolve({ Component: () => 'shop' })));
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'shop/:id', handle: { titleKey: 'shop', prefetch }, lazy }, { path: 'orders', lazy }] }];

    const router = createMemoryRouter(routesWithPrefetch(routes, store), { initialEntries: ['/shop/12'] });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce());

    expect(prefetch).toHaveBeenCalledWith(store, expect.objectContaining({ id: '12' }));
    expect(router.state.initialized).toBe(false);
    releaseModule();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    router.dispose();
  });

  it('gives a route without a prefetch no loader', () => {
    const [route] = routesWithPrefetch([{ path: 'orders', handle: { titleKey: 'orders' }, lazy: async () => ({ Component: () => 'orders' }) }], createAppStore());
    expect(route?.loader).toBeUndefined();
  });
});

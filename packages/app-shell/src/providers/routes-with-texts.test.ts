import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routesWithTexts } from './routes-with-texts';

const screen = (name: string) => async () => ({ Component: () => name });

describe('routesWithTexts', () => {
  it('makes every lazy screen but the first screens wait for the texts, nested ones too', async () => {
    let releaseTexts = () => undefined as void;
    const loadTexts = vi.fn(() => new Promise<void>((resolve) => (releaseTexts = resolve)));
    const [layout] = routesWithTexts(
      [{ path: '/', children: [{ index: true, handle: { titleKey: 'home', isFirstScreen: true }, lazy: screen('home') }, { path: 'orders', lazy: screen('orders') }] }],
      loadTexts,
    );
    const [home, orders] = (layout as RouteObject).children as RouteObject[];

    expect(await (home?.lazy as () => Promise<unknown>)()).toMatchObject({ Component: expect.any(Function) });
    expect(loadTexts).not.toHaveBeenCalled();

    let isOrdersLoaded = false;
    const loading = (orders?.lazy as () => Promise<unknown>)().then((loaded) => {
      isOrdersLoaded = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadTexts).toHaveBeenCalledOnce();
    expect(isOrdersLoaded).toBe(false);
    releaseTexts();
    expect(await loading).toMatchObject({ Component: expect.any(Function) });
  });
});

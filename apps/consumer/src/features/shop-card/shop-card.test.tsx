import type { Shop } from '@luggage/api/contract';
import { buildShop } from '@luggage/api/mocks';
import type { Language } from '@luggage/app-shell/i18n';
import { renderRoute } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consumerLocales } from '../../app/locales';
import { ShopCard, type ShopCardProps } from './shop-card';

async function renderCard(props: Partial<ShopCardProps> & { shop: Shop }, language: Language = 'en') {
  const onAction = vi.fn();
  const routes = [
    { path: '/', element: <ShopCard mode="book" onAction={onAction} {...props} /> },
    { path: '/shop/:id', element: <p>shop page</p> },
  ];
  return { ...(await renderRoute(routes, { path: '/', locales: consumerLocales, language })), onAction };
}

const discounted = () =>
  buildShop({
    discount: 80,
    inventory: [
      { goodsId: 1, count: 10, price: 2000, discount: 1600 },
      { goodsId: 2, count: 20, price: 1500, discount: 1200 },
    ],
  });

describe('ShopCard', () => {
  it('shows the thumbnail, English name, badge, score, hours and address', async () => {
    const { container } = await renderCard({ shop: buildShop({ id: 12, score: 4.5 }) });
    const card = screen.getByRole('article', { name: "FamilyMart (People's Square)" });
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/photos/shop-012-1_sm2.jpg');
    expect(within(card).getByText('certified merchant')).toBeInTheDocument();
    expect(card).toHaveTextContent('score 4.5');
    expect(card).toHaveTextContent('business hours Mon–Fri 08:00–22:00 · Sat–Sun 09:00–21:00');
    expect(card).toHaveTextContent('address 268 Xizang Middle Road, Huangpu District, Shanghai');
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('prices suitcases and bags per item per day, with nothing struck through without a discount', async () => {
    const { container } = await renderCard({ shop: buildShop() });
    expect(screen.getByText('suitcase (large item)')).toBeInTheDocument();
    expect(screen.getByText('¥20.00 / item / day')).toBeInTheDocument();
    expect(screen.getByText('bag (small item)')).toBeInTheDocument();
    expect(screen.getByText('¥15.00 / item / day')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows a discounted price with the original struck through, and the discount badge', async () => {
    const { container } = await renderCard({ shop: discounted() });
    expect(screen.getByText('¥16.00 / item / day')).toBeInTheDocument();
    expect(screen.getByText('¥12.00 / item / day')).toBeInTheDocument();
    expect([...container.querySelectorAll('s')].map((struck) => struck.textContent)).toEqual([
      'original price ¥20.00',
      'original price ¥15.00',
    ]);
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });

  it('leaves out a goods the shop does not take', async () => {
    await renderCard({ shop: buildShop({ inventory: [{ goodsId: 2, count: 3, price: 1000, discount: 1000 }] }) });
    expect(screen.queryByText('suitcase (large item)')).not.toBeInTheDocument();
    expect(screen.getByText('¥10.00 / item / day')).toBeInTheDocument();
  });

  it.each(['book', 'select'] as const)(
    "in '%s' mode shows a walk-in shop's prices, 'walk in, no booking needed' and directions instead of the button",
    async (mode) => {
      await renderCard({ shop: buildShop({ isSupportScheduled: false, lng: 121.47, lat: 31.23 }), mode });
      expect(screen.getAllByText(/item \/ day/).length).toBeGreaterThan(0);
      expect(screen.getByText('walk in, no booking needed')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'directions' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/uri\.amap\.com\/marker\?position=121\.47,31\.23&/));
      expect(screen.queryByRole('button', { name: mode })).toBeNull();
    },
  );

  it('shows a placeholder without photos and no badge for an uncertified shop', async () => {
    const { container } = await renderCard({ shop: buildShop({ pics: [], certified: false }) });
    expect(screen.getByText('no photo yet')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('certified merchant')).not.toBeInTheDocument();
  });

  it("books with its button and closes with the close control, which are not the card's link", async () => {
    const onClose = vi.fn();
    const { onAction, router } = await renderCard({ shop: buildShop(), onClose });
    await userEvent.click(screen.getByRole('button', { name: 'book' }));
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('has no close control without onClose', async () => {
    await renderCard({ shop: buildShop() });
    expect(screen.queryByRole('button', { name: 'close' })).not.toBeInTheDocument();
  });

  it("says 'select' in the map picker, where it cannot be closed", async () => {
    const { onAction } = await renderCard({ shop: buildShop(), mode: 'select', onClose: vi.fn() });
    expect(screen.queryByRole('button', { name: 'book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'select' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('opens the shop page at step 2 from its name', async () => {
    const { router } = await renderCard({ shop: buildShop({ id: 12 }) });
    const link = screen.getByRole('link', { name: "FamilyMart (People's Square)" });
    expect(link).toHaveAttribute('href', '/shop/12?step=2');
    await userEvent.click(link);
    expect(await screen.findByText('shop page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/shop/12', search: '?step=2' });
  });

  it('speaks Chinese', async () => {
    await renderCard({ shop: discounted(), onClose: vi.fn() }, 'zh-CN');
    expect(screen.getByRole('link', { name: '全家便利店(人民广场店)' })).toBeInTheDocument();
    expect(screen.getByText('认证商户')).toBeInTheDocument();
    expect(screen.getByText('8折')).toBeInTheDocument();
    expect(screen.getByText('¥16.00/件/天')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预约' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});

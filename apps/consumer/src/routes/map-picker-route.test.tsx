import { cityListEndpoint, clientConfigEndpoint, storeSearchByCoordinateEndpoint } from '@luggage/api/contract';
import { buildCity, buildClientConfig, buildNearbyAnswer, buildShop, mockEndpoint } from '@luggage/api/mocks';
import { expectSentToLogin, setUpMsw } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { pickedShopPath } from './picked-shop-path';

setUpMsw(
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  mockEndpoint(cityListEndpoint, { content: [buildCity()] }),
  mockEndpoint(storeSearchByCoordinateEndpoint, (params) => ({
    content: buildNearbyAnswer([buildShop({ id: 4, en: 'Lawson (East Nanjing Road)' })], params),
  })),
);

describe('#/map, the map picker', () => {
  it("offers 'select' without a close control, and hands the shop to the screen named by `to`", async () => {
    const { router } = await renderTravellerRoute('/map?to=%2Fedit%3ForderId%3D3', { isGuest: true });
    expect(await screen.findByRole('heading', { name: 'choose a storage point' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'list of 1 storage point' }));
    await userEvent.click(within(screen.getByRole('list', { name: 'storage points nearby' })).getByRole('button', { name: /Lawson/ }));
    const select = await screen.findByRole('button', { name: 'select' });
    expect(screen.queryByRole('button', { name: /close/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'book' })).toBeNull();
    await userEvent.click(select);
    // The change request of order 3, which a guest reaches through the login.
    await expectSentToLogin(router, '/edit?orderId=3&storeId=4');
  });
});

describe('pickedShopPath', () => {
  it.each([
    ['/edit', 4, '/edit?storeId=4'],
    ['/edit?orderId=3', 4, '/edit?orderId=3&storeId=4'],
    [null, 4, '/shop/4'],
    ['//evil.example/x', 4, '/shop/4'],
    ['https://evil.example', 4, '/shop/4'],
  ])('%s with shop %d → %s', (to, storeId, expected) => {
    expect(pickedShopPath(to, storeId)).toBe(expected);
  });
});

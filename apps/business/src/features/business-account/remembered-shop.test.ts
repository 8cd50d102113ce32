import { buildBusinessShop } from '@luggage/api/mocks';
import { describe, expect, it } from 'vitest';
import { pickCurrentShop, REMEMBERED_SHOP_KEY } from './remembered-shop';

const shops = [buildBusinessShop(), buildBusinessShop({ storeId: 2, name: '南京东路店', en: '' })];


describe('pickCurrentShop', () => {
  it('takes the remembered shop when the account works there', () => {
    localStorage.setItem(REMEMBERED_SHOP_KEY, '2');
    expect(pickCurrentShop(shops, localStorage)?.storeId).toBe(2);
  });

  it.each([null, '7', 'oops'])('falls back to the first shop when the device remembers %s', (remembered) => {
    if (remembered !== null) localStorage.setItem(REMEMBERED_SHOP_KEY, remembered);
    expect(pickCurrentShop(shops, localStorage)?.storeId).toBe(1);
  });

  it('is null for an account without shops', () => {
    expect(pickCurrentShop([], localStorage)).toBeNull();
  });
});

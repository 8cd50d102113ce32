import { buildOrderDetail, buildOrderListItem, buildShopDetail } from '@luggage/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { readVoucherSnapshot, refreshVoucherSnapshot, saveVoucherSnapshot, voucherSnapshotKey } from './voucher-snapshot';

const snapshot = () => ({ userId: '7', order: buildOrderDetail(), shop: buildShopDetail({ id: 1 }), savedAt: '2026-11-23T02:00:00.000Z' });

describe('voucher snapshot', () => {
  it('is kept per order under luggage.voucher.<id> and read back', () => {
    saveVoucherSnapshot(snapshot());
    expect(voucherSnapshotKey('501')).toBe('luggage.voucher.501');
    expect(localStorage.getItem('luggage.voucher.501')).not.toBeNull();
    expect(readVoucherSnapshot('501', '7')).toEqual(snapshot());
    expect(readVoucherSnapshot('502', '7')).toBeNull();
  });

  it("is never another traveller's: an account logged in on the same device sees no copy", () => {
    saveVoucherSnapshot(snapshot());
    expect(readVoucherSnapshot('501', '8')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['an order that no longer fits the contract', JSON.stringify({ ...snapshot(), order: { id: '501' } })],
    ['another order under this key', JSON.stringify({ ...snapshot(), order: buildOrderDetail({ id: '777' }) })],
  ])('ignores a saved copy that is %s', (_case, text) => {
    localStorage.setItem('luggage.voucher.501', text);
    expect(readVoucherSnapshot('501', '7')).toBeNull();
  });

  it('keeps no copy, without failing, where the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => saveVoucherSnapshot(snapshot())).not.toThrow();
    expect(readVoucherSnapshot('501', '7')).toBeNull();
  });

  it('follows the order loaded online: handed back in the list, the saved copy is completed', () => {
    saveVoucherSnapshot(snapshot());
    refreshVoucherSnapshot(buildOrderListItem({ storeStatus: 30 }), '7');
    expect(readVoucherSnapshot('501', '7')?.order).toMatchObject({ storeStatus: 30, voucherCode: '7KQ2M9XD' });
  });

  it('drops the code from the saved copy once the order is refunded', () => {
    saveVoucherSnapshot(snapshot());
    refreshVoucherSnapshot(buildOrderListItem({ status: 'refunded' }), '7');
    expect(readVoucherSnapshot('501', '7')?.order).toMatchObject({ status: 'refunded', voucherCode: null });
  });

  it("takes a detailed order whole, and leaves orders without a copy and other travellers' copies alone", () => {
    saveVoucherSnapshot(snapshot());
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    refreshVoucherSnapshot(buildOrderDetail({ id: '502', storeStatus: 30 }), '7');
    refreshVoucherSnapshot(buildOrderDetail({ storeStatus: 30 }), '8');
    refreshVoucherSnapshot(buildOrderDetail(), '7');
    expect(setItem).not.toHaveBeenCalled();
    refreshVoucherSnapshot(buildOrderDetail({ storeStatus: 30, pickedUpAt: '2026-11-23T10:00:00.000Z' }), '7');
    expect(readVoucherSnapshot('501', '7')?.order).toMatchObject({ storeStatus: 30, pickedUpAt: '2026-11-23T10:00:00.000Z' });
  });
});

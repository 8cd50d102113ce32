import { describe, expect, it } from 'vitest';
import { PROMO_KEEP_DAYS, readPromo, rememberPromo } from './first-touch-promo';
import { keepArrivalPromo } from './keep-arrival-promo';

const DAY = 86_400_000;
const NOW = Date.parse('2025-03-01T04:00:00Z');

/** A Storage of its own for each test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('first-touch promotion code', () => {
  it('keeps the first code for 30 days: a later code does not replace it', () => {
    const storage = memoryStorage();
    expect(readPromo(NOW, storage)).toBeUndefined();
    rememberPromo('AB12CD', NOW, storage);
    rememberPromo('ZZ99ZZ', NOW + DAY, storage);
    expect(readPromo(NOW + DAY, storage)).toBe('AB12CD');
    expect(readPromo(NOW + PROMO_KEEP_DAYS * DAY - 1, storage)).toBe('AB12CD');
    expect(readPromo(NOW + PROMO_KEEP_DAYS * DAY, storage)).toBeUndefined();
  });

  it('takes a new code once the kept one is over 30 days old', () => {
    const storage = memoryStorage();
    rememberPromo('AB12CD', NOW, storage);
    rememberPromo('ZZ99ZZ', NOW + 31 * DAY, storage);
    expect(readPromo(NOW + 31 * DAY, storage)).toBe('ZZ99ZZ');
  });

  it('ignores malformed codes and malformed storage', () => {
    const storage = memoryStorage();
    rememberPromo('ab12cd', NOW, storage);
    rememberPromo('AB12CD<script>', NOW, storage);
    expect(readPromo(NOW, storage)).toBeUndefined();
    storage.setItem('luggage.promo', '{"code":"AB12CD"');
    expect(readPromo(NOW, storage)).toBeUndefined();
    storage.setItem('luggage.promo', JSON.stringify({ code: 'AB12CD', seenAt: 'yesterday' }));
    expect(readPromo(NOW, storage)).toBeUndefined();
    // Malformed storage does not block a real code.
    rememberPromo('AB12CD', NOW, storage);
    expect(readPromo(NOW, storage)).toBe('AB12CD');
  });

  it('keeps the code of the link the app was opened with, and of a link followed later only when none is kept', () => {
    window.localStorage.clear();
    window.location.hash = '#/shop/12';
    keepArrivalPromo(window);
    expect(readPromo(Date.now())).toBeUndefined();
    window.location.hash = '#/home?promo=AB12CD';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(readPromo(Date.now())).toBe('AB12CD');
    window.location.hash = '#/home?promo=ZZ99ZZ';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(readPromo(Date.now())).toBe('AB12CD');
  });
});

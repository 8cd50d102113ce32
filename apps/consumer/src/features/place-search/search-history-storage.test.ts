import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSearchHistory, loadSearchHistory, saveSearchHistory } from './search-history-storage';

const KEY = 'luggage.searchHistory';

describe('search history storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the newest 10 entries without duplicate names', () => {
    for (let index = 0; index < 12; index += 1) saveSearchHistory({ name: `place ${index}`, id: index });
    saveSearchHistory({ name: 'place 5', id: 'again' });
    const history = loadSearchHistory();
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ name: 'place 5', id: 'again' });
    expect(history.filter((entry) => entry.name === 'place 5')).toHaveLength(1);
    expect(history.map((entry) => entry.name)).not.toContain('place 0');
  });

  it('drops damaged entries and survives unreadable storage', () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ name: 'ok', id: 1 }, { name: 3 }, null, 'text']));
    expect(loadSearchHistory()).toEqual([{ name: 'ok', id: 1 }]);
    window.localStorage.setItem(KEY, '{not json');
    expect(loadSearchHistory()).toEqual([]);
  });

  it('works, empty, where the browser blocks storage', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(loadSearchHistory()).toEqual([]);
    expect(saveSearchHistory({ name: 'a', id: 1 })).toEqual([{ name: 'a', id: 1 }]);
    expect(() => clearSearchHistory()).not.toThrow();
    blocked.mockRestore();
  });

  it('clears', () => {
    saveSearchHistory({ name: 'a', id: 1 });
    clearSearchHistory();
    expect(loadSearchHistory()).toEqual([]);
  });
});

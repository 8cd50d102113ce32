import { SEARCH_HISTORY_LIMIT } from './search-constants';

/** A saved search: the place or shop name shown, and its id in the search results. */
export interface SearchHistoryEntry {
  name: string;
  id: string | number;
}

/**
 * Returns a new history with `entry` first: any entry with the same name is removed (re-adding moves it
 * to the front with the new id), and the list is cut to `limit` entries (default 10, newest first).
 * Duplicate names already in `history` (e.g. from old storage) are dropped too, keeping the newest.
 * The input array is not changed. A `limit` of 0 or less gives an empty list.
 */
export function addSearchHistory<T extends SearchHistoryEntry>(
  history: readonly T[],
  entry: T,
  limit: number = SEARCH_HISTORY_LIMIT,
): T[] {
  const seen = new Set<string>();
  return [entry, ...history]
    .filter(({ name }) => {
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .slice(0, Math.max(0, limit));
}

import { addSearchHistory, type SearchHistoryEntry } from '@luggage/domain/search';

const STORAGE_KEY = 'luggage.searchHistory';

const isEntry = (value: unknown): value is SearchHistoryEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SearchHistoryEntry).name === 'string' &&
  ['string', 'number'].includes(typeof (value as SearchHistoryEntry).id);

/** The saved search history of this device, newest first; a damaged entry is dropped, not fatal. */
export function loadSearchHistory(storage?: Storage): SearchHistoryEntry[] {
  try {
    // Inside the try: merely reading window.localStorage throws where the browser blocks storage.
    const parsed: unknown = JSON.parse((storage ?? window.localStorage).getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // Re-adding oldest first rebuilds the list under the current rules (limit, no duplicate names).
    return parsed.filter(isEntry).reduceRight<SearchHistoryEntry[]>((history, entry) => addSearchHistory(history, entry), []);
  } catch {
    return [];
  }
}

/** Saves `entry` first in the history (at most 10, no duplicate names) and returns the new list. */
export function saveSearchHistory(entry: SearchHistoryEntry, storage?: Storage): SearchHistoryEntry[] {
  const history = addSearchHistory(loadSearchHistory(storage), { name: entry.name, id: entry.id });
  try {
    (storage ?? window.localStorage).setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage full or blocked (private mode): the history lasts for this page only.
  }
  return history;
}

/** Forgets the history. */
export function clearSearchHistory(storage?: Storage): void {
  try {
    (storage ?? window.localStorage).removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing stored to forget.
  }
}

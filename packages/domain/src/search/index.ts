export { addSearchHistory, type SearchHistoryEntry } from './add-search-history';
export { normalizeSearchInput } from './normalize-search-input';
export {
  MAP_DRAG_DEBOUNCE_MS,
  PLACE_SEARCH_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HISTORY_LIMIT,
} from './search-constants';
export { shopNameSearchTerm } from './shop-name-search-term';
export { shouldSearch } from './should-search';

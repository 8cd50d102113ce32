/** Wait after the last keystroke before a place, shop or city search fires, in milliseconds (spec §5, §9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Wait after the map stops being dragged before shops are reloaded, in milliseconds. */
export const MAP_DRAG_DEBOUNCE_MS = 500;

/** Most search-history entries kept. */
export const SEARCH_HISTORY_LIMIT = 10;

/** Results per page of the maps service's place search (input tips). */
export const PLACE_SEARCH_PAGE_SIZE = 20;

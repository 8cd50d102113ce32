import { describe, expect, it } from 'vitest';
import {
  MAP_DRAG_DEBOUNCE_MS,
  PLACE_SEARCH_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HISTORY_LIMIT,
} from './search-constants';

describe('search constants (spec §5, §7, §9)', () => {
  it.each([
    ['SEARCH_DEBOUNCE_MS', SEARCH_DEBOUNCE_MS, 1000],
    ['MAP_DRAG_DEBOUNCE_MS', MAP_DRAG_DEBOUNCE_MS, 500],
    ['SEARCH_HISTORY_LIMIT', SEARCH_HISTORY_LIMIT, 10],
    ['PLACE_SEARCH_PAGE_SIZE', PLACE_SEARCH_PAGE_SIZE, 20],
  ])('%s is %i', (_, actual, expected) => expect(actual).toBe(expected));
});

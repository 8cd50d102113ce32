import { hasNextPage } from './has-next-page';
import { PAGE_SIZE } from './page-size';

/** A list loaded page by page: the items so far, the last page loaded (0 = none yet), and the has-more flag. */
export interface PagedList<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

/** The state before the first page is loaded: no items, page 0, more to load. */
export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], page: 0, hasMore: true };
}

/**
 * The list after page `page` (1-based) arrived with `pageItems`: page 1 replaces the items (a refresh),
 * any later page appends them. `hasMore` follows {@link hasNextPage}. The previous state is not changed.
 * The next page to request is `state.page + 1`, only while `state.hasMore`.
 */
export function nextPageState<T>(
  previous: PagedList<T>,
  pageItems: readonly T[],
  page: number,
  pageSize: number = PAGE_SIZE,
): PagedList<T> {
  return {
    items: page <= 1 ? [...pageItems] : [...previous.items, ...pageItems],
    page,
    hasMore: hasNextPage(pageItems.length, pageSize),
  };
}

import { PAGE_SIZE } from './page-size';

/**
 * Whether another page may exist: only when the last page came back full (at least `pageSize` items).
 * A short or empty page ends the list, and load-more is skipped.
 */
export function hasNextPage(lastPageLength: number, pageSize: number = PAGE_SIZE): boolean {
  return lastPageLength >= pageSize;
}

import { describe, expect, it } from 'vitest';
import { emptyPagedList, nextPageState, type PagedList } from './next-page-state';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const loaded = (items: number[], page: number, hasMore = true): PagedList<number> => ({ items, page, hasMore });

describe('nextPageState', () => {
  it.each<[string, PagedList<number>, number[], number, PagedList<number>]>([
    ['first full page', emptyPagedList(), ids(1, 10), 1, loaded(ids(1, 10), 1, true)],
    ['first short page', emptyPagedList(), ids(1, 3), 1, loaded(ids(1, 3), 1, false)],
    ['first empty page', emptyPagedList(), [], 1, loaded([], 1, false)],
    ['second full page appends', loaded(ids(1, 10), 1), ids(11, 10), 2, loaded(ids(1, 20), 2, true)],
    ['third short page appends and ends', loaded(ids(1, 20), 2), ids(21, 4), 3, loaded(ids(1, 24), 3, false)],
    ['page 1 again replaces (refresh)', loaded(ids(1, 20), 2), ids(100, 2), 1, loaded(ids(100, 2), 1, false)],
  ])('%s', (_, previous, pageItems, page, expected) => {
    expect(nextPageState(previous, pageItems, page)).toEqual(expected);
  });

  it('honours a custom page size and leaves the previous state unchanged', () => {
    const previous = loaded(ids(1, 5), 1);
    expect(nextPageState(previous, ids(6, 5), 2, 5)).toEqual(loaded(ids(1, 10), 2, true));
    expect(previous).toEqual(loaded(ids(1, 5), 1));
  });

  it('starts empty at page 0 with more to load', () => {
    expect(emptyPagedList()).toEqual({ items: [], page: 0, hasMore: true });
  });
});

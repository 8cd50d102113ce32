import { describe, expect, it } from 'vitest';
import { hasNextPage } from './has-next-page';
import { PAGE_SIZE } from './page-size';

describe('hasNextPage', () => {
  it('uses a page size of 10', () => expect(PAGE_SIZE).toBe(10));

  it.each<[number, number | undefined, boolean]>([
    [0, undefined, false],
    [9, undefined, false],
    [10, undefined, true],
    [11, undefined, true],
    [19, 20, false],
    [20, 20, true],
  ])('last page of %i with page size %s → %s', (length, pageSize, expected) => {
    expect(hasNextPage(length, pageSize)).toBe(expected);
  });
});

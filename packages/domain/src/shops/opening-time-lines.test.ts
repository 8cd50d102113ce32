import { describe, expect, it } from 'vitest';
import { openingTimeLines } from './opening-time-lines';

describe('openingTimeLines', () => {
  it.each<[string | null | undefined, string[]]>([
    ['周一至周五 09:00-21:00\n周六至周日 10:00-22:00', ['周一至周五 09:00-21:00', '周六至周日 10:00-22:00']],
    ['  09:00-18:00  ', ['09:00-18:00']],
    ['a\r\nb', ['a', 'b']],
    ['a\n\n  \nb\n', ['a', 'b']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (businessTime, expected) => expect(openingTimeLines(businessTime)).toEqual(expected));
});

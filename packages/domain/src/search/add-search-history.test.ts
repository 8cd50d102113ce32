import { describe, expect, it } from 'vitest';
import { addSearchHistory, type SearchHistoryEntry } from './add-search-history';

const entry = (name: string, id: string | number = name): SearchHistoryEntry => ({ name, id });
const names = (history: readonly SearchHistoryEntry[]) => history.map(({ name }) => name);
const tenEntries = () => Array.from({ length: 10 }, (_, index) => entry(`p${index}`));

describe('addSearchHistory', () => {
  it.each<[string, SearchHistoryEntry[], SearchHistoryEntry, number | undefined, string[]]>([
    ['adds to an empty history', [], entry('外滩'), undefined, ['外滩']],
    ['puts the newest first', [entry('a'), entry('b')], entry('c'), undefined, ['c', 'a', 'b']],
    ['moves a re-added name to the front', [entry('a'), entry('b'), entry('c')], entry('c'), undefined, ['c', 'a', 'b']],
    ['keeps at most 10 by default', tenEntries(), entry('new'), undefined, ['new', ...names(tenEntries()).slice(0, 9)]],
    ['re-adding inside a full list keeps 10', tenEntries(), entry('p9'), undefined, ['p9', ...names(tenEntries()).slice(0, 9)]],
    ['honours a custom limit', [entry('a'), entry('b')], entry('c'), 2, ['c', 'a']],
    ['drops old duplicates, keeping the newest', [entry('a'), entry('b'), entry('a')], entry('c'), undefined, ['c', 'a', 'b']],
    ['gives nothing for a limit of 0', [entry('a')], entry('b'), 0, []],
  ])('%s', (_, history, added, limit, expected) => {
    expect(names(addSearchHistory(history, added, limit))).toEqual(expected);
  });

  it('replaces the id of a re-added name and leaves the input unchanged', () => {
    const history = [entry('a', 1), entry('b', 2)];
    expect(addSearchHistory(history, entry('b', 3))).toEqual([entry('b', 3), entry('a', 1)]);
    expect(history).toEqual([entry('a', 1), entry('b', 2)]);
  });
});

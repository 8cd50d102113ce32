import { buildCity } from '@luggage/api/mocks';
import { describe, expect, it } from 'vitest';
import { groupCitiesByLetter } from './group-cities-by-letter';

const city = (id: number, en: string, firstLetter: string) => buildCity({ id, en, name: en, firstLetter });

describe('groupCitiesByLetter', () => {
  it('groups by first letter, letters in order, cities by pinyin inside a group', () => {
    const groups = groupCitiesByLetter([city(1, 'suzhou', 'S'), city(2, 'beijing', 'B'), city(3, 'shanghai', 'S'), city(4, 'chengdu', 'c')]);
    expect(groups.map(({ letter, cities }) => [letter, cities.map(({ en }) => en)])).toEqual([
      ['B', ['beijing']],
      ['C', ['chengdu']],
      ['S', ['shanghai', 'suzhou']],
    ]);
  });

  it('gives no group for no city', () => {
    expect(groupCitiesByLetter([])).toEqual([]);
  });
});

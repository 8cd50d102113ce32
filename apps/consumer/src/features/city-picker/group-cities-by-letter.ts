import type { City } from '@luggage/api/contract';

/** The cities whose pinyin starts with one letter. */
export interface CityLetterGroup {
  /** Upper-case letter, e.g. 'S'. */
  letter: string;
  cities: City[];
}

/** `cities` grouped by the first letter of their pinyin, letters A–Z, each group by pinyin. */
export function groupCitiesByLetter(cities: readonly City[]): CityLetterGroup[] {
  const groups = new Map<string, City[]>();
  for (const city of [...cities].sort((a, b) => a.en.localeCompare(b.en))) {
    const letter = city.firstLetter.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), city]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, grouped]) => ({ letter, cities: grouped }));
}

import type { ChosenCity } from './map-home-slice';

/** A city's name in the UI language: Chinese as is, English as the capitalised pinyin ('Shanghai'). */
export function cityDisplayName(city: Pick<ChosenCity, 'name' | 'en'>, language: string): string {
  if (!language.startsWith('en') || !city.en) return city.name;
  return city.en.charAt(0).toUpperCase() + city.en.slice(1);
}

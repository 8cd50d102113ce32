import { HOT_CITY_MAX_RANK, type City } from '@luggage/api/contract';

/** The hot cities among `cities` (spec §9: hot rank ≤ 12), hottest first, covered or not. */
export function hotCities(cities: readonly City[]): City[] {
  return cities
    .filter((city): city is City & { hot: number } => city.hot !== null && city.hot <= HOT_CITY_MAX_RANK)
    .sort((a, b) => a.hot - b.hot);
}

import type { City } from '@luggage/api/contract';
import type { Selectable } from 'kysely';
import type { CityTable } from '../../db/database-schema';

/** Maps a city row to the contract's City; `hots` is included only when asked for. */
export function toCity(row: Selectable<CityTable>, withHots = false): City {
  return {
    id: row.id,
    name: row.name,
    en: row.en,
    firstLetter: row.first_letter,
    province: row.province,
    lng: row.lng,
    lat: row.lat,
    hot: row.hot,
    covered: row.covered,
    ...(withHots ? { hots: row.hots ?? '' } : {}),
  };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import type { PlaceProvider } from '../place-provider';
import { reverseGeocodeBuiltIn } from './reverse-geocode-built-in';
import { searchBuiltInPlaces } from './search-built-in-places';

/** The place provider of the database's own index of places and shops (no outside service, never fails). */
export function createBuiltInPlaceProvider(db: Kysely<DatabaseSchema>): PlaceProvider {
  return {
    searchPlaces: (query) => searchBuiltInPlaces(db, query),
    reverseGeocode: (point) => reverseGeocodeBuiltIn(db, point),
  };
}

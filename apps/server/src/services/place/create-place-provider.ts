import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { createAmapPlaceProvider } from './amap/amap-place-provider';
import { createBuiltInPlaceProvider } from './built-in/built-in-place-provider';
import type { PlaceProvider } from './place-provider';

/** What the provider choice depends on. */
export interface PlaceProviderDeps {
  db: Kysely<DatabaseSchema>;
  /** AMap web-service key; null or absent → the built-in index. */
  amapKey?: string | null;
  /** The HTTP client the AMap adapter calls the service with (tests pass one answering recorded responses). */
  fetch: typeof fetch;
}

/** The AMap web service when the server has an AMap key, otherwise the built-in index. */
export function createPlaceProvider(deps: PlaceProviderDeps): PlaceProvider {
  return deps.amapKey
    ? createAmapPlaceProvider({ db: deps.db, key: deps.amapKey, fetch: deps.fetch })
    : createBuiltInPlaceProvider(deps.db);
}

import { cityApi } from '@luggage/api/city-api';
import { configApi } from '@luggage/api/config-api';
import type { AppStore } from '@luggage/api/store';
import { storeApi } from '@luggage/api/store-api';
import { CITY_LIST_WITH_HOTS } from './city-list-with-hots';
import { selectFocus } from './map-home-slice';

/**
 * Starts the queries the map home renders with (ScreenHandle.prefetch): the client config (which basemap),
 * the city list with its hot terms (the search bar), and the shops around the map's present focus, which its
 * first render asks for whatever happens next (locating, a place from the link).
 */
export function prefetchMapHome(store: AppStore): void {
  const focus = selectFocus(store.getState());
  store.dispatch(configApi.util.prefetch('clientConfig', undefined, {}));
  store.dispatch(cityApi.util.prefetch('cityList', CITY_LIST_WITH_HOTS, {}));
  store.dispatch(storeApi.util.prefetch('storesNearby', { lng: focus.lng, lat: focus.lat }, {}));
}

import { useLazyReverseGeocodeQuery } from '@luggage/api/place-api';
import { toastShown, useAppDispatch, useAppStore } from '@luggage/api/store';
import { locate } from '@luggage/map/locate';
import { useCallback, useState } from 'react';
import { takeCityPromptTurn } from '../../shared/map-home/city-prompt-session';
import { located, locateFailed, selectFocus, travellerLocated } from '../../shared/map-home/map-home-slice';
import { useResolveCity } from '../../shared/map-home/use-resolve-city';

/**
 * Locates the traveller for the home map (spec §2 Map component, §4, §8): on success the 'you are here'
 * dot shows at once, then the map moves to the position and the city is the reverse-geocoded city name
 * minus its last character ('上海市' → '上海'); on failure the toast 'unable to get location', Shanghai as
 * the city and the 'choose a city' prompt (once a session).
 * With `onlyIfUntouched` (the automatic locate on arrival) a position that arrives after the traveller
 * chose a place or a city is dropped: a late fix must not undo their choice.
 */
export function useLocateUser(): { locateUser: (options?: { onlyIfUntouched?: boolean }) => Promise<void>; isLocating: boolean } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [reverseGeocode] = useLazyReverseGeocodeQuery();
  const resolveCity = useResolveCity();
  const [isLocating, setIsLocating] = useState(false);

  const locateUser = useCallback(async ({ onlyIfUntouched = false } = {}) => {
    setIsLocating(true);
    const isOverridden = () => onlyIfUntouched && selectFocus(store.getState()).source !== 'default';
    try {
      const position = await locate().catch(() => null);
      // Where the traveller is shows at once, even when they chose a place meanwhile.
      if (position) dispatch(travellerLocated(position));
      if (isOverridden()) return;
      if (!position) {
        dispatch(toastShown({ key: 'api:locationUnavailable' }));
        dispatch(locateFailed({ promptCity: takeCityPromptTurn() }));
        return;
      }
      const place = await reverseGeocode({ lng: position.lng, lat: position.lat }, true)
        .unwrap()
        .catch(() => null);
      const city = place ? await resolveCity(place.addressComponent.city.slice(0, -1)) : null;
      if (!isOverridden()) dispatch(located({ lng: position.lng, lat: position.lat, city }));
    } finally {
      setIsLocating(false);
    }
  }, [dispatch, reverseGeocode, resolveCity, store]);

  return { locateUser, isLocating };
}

import { toastShown, useAppDispatch } from '@luggage/api/store';
import { useLazyStoresNearbyQuery } from '@luggage/api/store-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cityDisplayName } from '../../shared/map-home/city-display-name';
import { citySelected, type ChosenCity } from '../../shared/map-home/map-home-slice';

/** Where a city was chosen: the picker's lists ('your city', hot, letter groups) or the search results. */
export type CityChoiceSource = 'list' | 'search';

/**
 * Choosing a city (spec §2 City picker, §8): the map home moves to the city centre and its shops load;
 * a city without shops toasts '{city} has no storage points for now…'. A list choice then opens
 * /home?city=1, a search result goes back (or to /home?city=1 when the picker was opened directly).
 * `choosingCity` is the city whose shops are loading, null otherwise.
 */
export function useChooseCity() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const [findStores] = useLazyStoresNearbyQuery();
  const [choosingCity, setChoosingCity] = useState<ChosenCity | null>(null);

  const chooseCity = async ({ id, name, en, lng, lat }: ChosenCity, source: CityChoiceSource) => {
    if (choosingCity) return;
    const city = { id, name, en, lng, lat };
    setChoosingCity(city);
    dispatch(citySelected(city));
    // The same query the home map makes at the city centre, so the home shows these shops from the cache.
    // A failed call is already toasted by the app-wide error handling; the home retries it.
    const nearby = await findStores({ lng, lat }, true)
      .unwrap()
      .catch(() => null);
    if (nearby?.stores.length === 0) {
      dispatch(toastShown({ key: 'api:cityHasNoShops', params: { city: cityDisplayName(city, i18n.language) } }));
    }
    // 'default' is the key of the first entry: there is no page of ours to go back to.
    if (source === 'search' && location.key !== 'default') void navigate(-1);
    else void navigate('/home?city=1');
  };

  return { chooseCity, choosingCity };
}

import { useCityListQuery } from '@luggage/api/city-api';
import type { Place } from '@luggage/api/contract';
import { useAppDispatch } from '@luggage/api/store';
import { useCallback } from 'react';
import { CITY_LIST_WITH_HOTS } from '../../shared/map-home/city-list-with-hots';
import { citySelected, placeChosen, type ChosenCity } from '../../shared/map-home/map-home-slice';
import { useResolveCity } from '../../shared/map-home/use-resolve-city';

/**
 * What the place search of a map screen needs around it: the covered-city count and the city's hot
 * searches (from the city list with hot terms), and `choosePlace`, which moves the map to a chosen
 * result — switching to the result's city first when it is in another one.
 */
export function usePlaceSearchContext(city: ChosenCity) {
  const dispatch = useAppDispatch();
  const resolveCity = useResolveCity();
  const cities = useCityListQuery(CITY_LIST_WITH_HOTS);
  const cityCount = cities.data?.filter((listed) => listed.covered).length ?? null;
  const hotTerms = cities.data?.find((listed) => listed.id === city.id)?.hots?.split(',').filter(Boolean) ?? [];

  const choosePlace = useCallback(
    async (place: Place) => {
      if (place.cityId !== null && place.cityId !== city.id) {
        const placeCity = await resolveCity(place.cityName.replace(/市$/, ''));
        if (placeCity) dispatch(citySelected(placeCity));
      }
      dispatch(placeChosen({ lng: place.lng, lat: place.lat, name: place.name, en: place.en }));
    },
    [city.id, dispatch, resolveCity],
  );

  return { cityCount, hotTerms, choosePlace };
}

import { useLazyCitySearchQuery } from '@luggage/api/city-api';
import { useCallback } from 'react';
import type { ChosenCity } from './map-home-slice';

/**
 * Finds our city of a given Chinese name ('上海') through the city search, as the home needs after
 * locating the user or choosing a place in another city. Resolves null when no city has exactly that name.
 */
export function useResolveCity(): (name: string) => Promise<ChosenCity | null> {
  const [searchCities] = useLazyCitySearchQuery();
  return useCallback(
    async (name: string) => {
      if (!name) return null;
      const found = await searchCities({ name }, true)
        .unwrap()
        .then((cities) => cities.find((city) => city.name === name) ?? null)
        .catch(() => null);
      return found && { id: found.id, name: found.name, en: found.en, lng: found.lng, lat: found.lat };
    },
    [searchCities],
  );
}

import { useAppSelector } from '@luggage/api/store';
import { PlaceSearch, type PlaceSearchProps } from '../features/place-search/place-search';
import { usePlaceSearchContext } from '../features/place-search/use-place-search-context';
import { selectCity } from '../shared/map-home/map-home-slice';

/** The search bar of the home and the map picker, in the chosen city: choosing a place moves the map there. */
export function HomeSearch({ onOpenChange }: Pick<PlaceSearchProps, 'onOpenChange'>) {
  const city = useAppSelector(selectCity);
  const { cityCount, hotTerms, choosePlace } = usePlaceSearchContext(city);
  return (
    <PlaceSearch city={city} cityCount={cityCount} hotTerms={hotTerms} onChoose={(place) => void choosePlace(place)} onOpenChange={onOpenChange} />
  );
}

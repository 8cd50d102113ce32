import type { City } from '@luggage/api/contract';
import type { ChosenCity } from '../../shared/map-home/map-home-slice';
import { CityButton } from './city-button';

/** Props of {@link CityList}. */
export interface CityListProps {
  cities: City[];
  className: string;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  /** Each city's province under its name (search results, where a name can stand in several provinces). */
  showsProvince?: boolean;
  onChoose: (city: ChosenCity) => void;
}

/** Cities to choose, one CityButton each (hot cities, a letter's cities, search results). */
export function CityList({ cities, className, labelledBy, showsProvince = false, onChoose }: CityListProps) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {cities.map((city) => (
        <li key={city.id}>
          <CityButton city={city} isCovered={city.covered} detail={showsProvince ? city.province : undefined} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

import { useAppSelector } from '@luggage/api/store';
import { selectCity } from '../shared/map-home/map-home-slice';
import { CityPicker } from '../features/city-picker/city-picker';
import { useChooseCity } from '../features/city-picker/use-choose-city';

/** #/city: the cities covered by the business (spec §2 City picker). */
export function CityRoute() {
  const city = useAppSelector(selectCity);
  const { chooseCity, choosingCity } = useChooseCity();
  return <CityPicker currentCity={city} choosingCity={choosingCity} onChoose={(chosen, source) => void chooseCity(chosen, source)} />;
}

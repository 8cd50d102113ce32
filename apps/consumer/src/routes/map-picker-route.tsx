import { useAppSelector } from '@luggage/api/store';
import { useNavigate, useSearchParams } from 'react-router';
import { selectCity } from '../shared/map-home/map-home-slice';
import { useLocateUser } from '../features/locate-me/use-locate-user';
import { PlaceSearch } from '../features/place-search/place-search';
import { usePlaceSearchContext } from '../features/place-search/use-place-search-context';
import { ShopCard } from '../features/shop-card/shop-card';
import { HomeMap } from './home-map';
import { pickedShopPath } from './picked-shop-path';

/**
 * #/map: the map picker (spec §2 helper screen): the home's map and search, with the shop card's 'select'
 * instead of 'book'. Selecting goes to the screen named by `to` with the shop's id as `storeId`.
 */
export function MapPickerRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const city = useAppSelector(selectCity);
  const { cityCount, hotTerms, choosePlace } = usePlaceSearchContext(city);
  const { locateUser, isLocating } = useLocateUser();

  return (
    <>
      <PlaceSearch
        city={city}
        cityCount={cityCount}
        hotTerms={hotTerms}
        onChoose={(place) => void choosePlace(place)}
      />
      <HomeMap
        renderSelectedShop={(shop) => (
          <ShopCard shop={shop} mode="select" onAction={() => void navigate(pickedShopPath(params.get('to'), shop.id))} />
        )}
        onLocate={() => void locateUser()}
        isLocating={isLocating}
      />
    </>
  );
}

import { useAppSelector } from '@luggage/api/store';
import { useNavigate, useSearchParams } from 'react-router';
import { selectCity } from '../shared/map-home/map-home-slice';
import { LocateButton } from '../features/locate-me/locate-button';
import { useLocateUser } from '../features/locate-me/use-locate-user';
import { NearbyShopsMap } from '../features/nearby-map/nearby-shops-map';
import { PlaceSearch } from '../features/place-search/place-search';
import { usePlaceSearchContext } from '../features/place-search/use-place-search-context';
import { ShopCard } from '../features/shop-card/shop-card';
import './home-route.css';
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
      <div className="home__map">
        <NearbyShopsMap
          renderSelectedShop={(shop) => (
            <ShopCard shop={shop} mode="select" onAction={() => void navigate(pickedShopPath(params.get('to'), shop.id))} />
          )}
        />
        <div className="home__locate">
          <LocateButton onLocate={() => void locateUser()} isLocating={isLocating} />
        </div>
      </div>
    </>
  );
}

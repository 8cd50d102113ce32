import { useNavigate, useSearchParams } from 'react-router';
import { useLocateUser } from '../features/locate-me/use-locate-user';
import { ShopCard } from '../features/shop-card/shop-card';
import { HomeMap } from './home-map';
import { HomeSearch } from './home-search';
import { pickedShopPath } from './picked-shop-path';

/**
 * #/map: the map picker (spec §2 helper screen): the home's map and search, with the shop card's 'select'
 * instead of 'book'. Selecting goes to the screen named by `to` with the shop's id as `storeId`.
 */
export function MapPickerRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { locateUser, isLocating } = useLocateUser();

  return (
    <>
      <HomeSearch />
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

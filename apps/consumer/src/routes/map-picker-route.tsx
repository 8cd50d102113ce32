import type { Shop } from '@luggage/api/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MoveConfirmation } from '../features/change-shop/move-confirmation';
import { useLocateUser } from '../features/locate-me/use-locate-user';
import { ShopCard } from '../features/shop-card/shop-card';
import { HomeMap } from './home-map';
import { HomeSearch } from './home-search';
import { pickedShopPath } from './picked-shop-path';

/** An order id as the URL may carry it (decimal digits), else null. */
const orderIdOf = (value: string | null) => (value !== null && /^[1-9]\d{0,17}$/.test(value) ? value : null);

/**
 * #/map: the map picker (spec §2 helper screen): the home's map and search, with the shop card's 'select'
 * instead of 'book' and no close control. With `orderId` (from the order's 'change shop') selecting prices
 * the move of that order to the shop and asks to confirm it (MoveConfirmation); otherwise it goes to the
 * screen named by `to` with the shop's id as `storeId`. The top bar's back returns to where it came from.
 */
export function MapPickerRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { locateUser, isLocating } = useLocateUser();
  const orderId = orderIdOf(params.get('orderId'));
  const [moving, setMoving] = useState<Shop | null>(null);

  const select = (shop: Shop) => {
    if (orderId) setMoving(shop);
    else void navigate(pickedShopPath(params.get('to'), shop.id));
  };
  return (
    <>
      <HomeSearch />
      <HomeMap renderSelectedShop={(shop) => <ShopCard shop={shop} mode="select" onAction={() => select(shop)} />} onLocate={() => void locateUser()} isLocating={isLocating} />
      {orderId && moving && <MoveConfirmation key={moving.id} orderId={orderId} shop={moving} onClose={() => setMoving(null)} />}
    </>
  );
}

import type { Shop } from '@luggage/api/contract';
import { formatDate } from '@luggage/domain/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MoveConfirmation } from '../features/change-shop/move-confirmation';
import { useRoomForMove } from '../features/change-shop/use-room-for-move';
import { useLocateUser } from '../features/locate-me/use-locate-user';
import { ShopCard } from '../features/shop-card/shop-card';
import { HomeMap } from './home-map';
import { HomeSearch } from './home-search';
import { pickedShopPath } from './picked-shop-path';
import { useNow } from '../shared/dates/use-now';

/** An order id as the URL may carry it (decimal digits), else null. */
const orderIdOf = (value: string | null) => (value !== null && /^[1-9]\d{0,17}$/.test(value) ? value : null);

/** The selected shop's card when moving booking `orderId`: whether it has room on the booking's days, 'select' only when it may. */
function MoveShopCard({ orderId, shop, onSelect }: { orderId: string; shop: Shop; onSelect: () => void }) {
  const { t, i18n } = useTranslation('changeShop');
  const room = useRoomForMove(orderId, shop.id, useNow());
  const note = room.state === 'full' ? t('room.full', { date: formatDate(room.date, i18n.language) }) : t(`room.${room.state}`);
  return <ShopCard shop={shop} mode="select" onAction={onSelect} note={note} isActionDisabled={room.state === 'full' || room.state === 'here'} />;
}

/**
 * #/map: the map picker (spec §2 helper screen): the home's map and search, with the shop card's 'select'
 * instead of 'book' and no close control. With `orderId` (from the order's 'change shop') selecting prices
 * the move of that order to the shop and asks to confirm it (MoveConfirmation), the card saying first
 * whether the shop has room on the booking's days (useRoomForMove); otherwise it goes to the
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
      <HomeMap
        renderSelectedShop={(shop) =>
          orderId ? (
            <MoveShopCard key={shop.id} orderId={orderId} shop={shop} onSelect={() => select(shop)} />
          ) : (
            <ShopCard shop={shop} mode="select" onAction={() => select(shop)} />
          )
        }
        onLocate={() => void locateUser()}
        isLocating={isLocating}
      />
      {orderId && moving && <MoveConfirmation key={moving.id} orderId={orderId} shop={moving} onClose={() => setMoving(null)} />}
    </>
  );
}

import type { Shop } from '@luggage/api/contract';
import { geohash } from '../geo/geohash';
import type { ShopRow } from './select-shop-rows';
import { toInventoryItem } from './to-inventory-item';

/** URL of a stored photo on our own server. */
export const photoUrl = (file: string) => `/api/photos/${file}`;

/** Maps a {@link ShopRow} to the contract's Shop; a shop closed today has no units left today, like its inventory days. */
export function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    name: row.name,
    en: row.en,
    lng: row.lng,
    lat: row.lat,
    pics: row.pics.map(photoUrl),
    address: row.address,
    addressEn: row.address_en,
    businessTime: row.business_time,
    hours: row.hours,
    score: Math.round(row.score * 10) / 10,
    discount: row.discount,
    isSupportScheduled: row.is_support_scheduled,
    certified: row.certified,
    inventory: row.goods.map((goods) => toInventoryItem({ ...goods, capacity: row.closed_today ? 0 : goods.capacity }, row.discount)),
    closedToday: row.closed_today,
    geohash: geohash(row.lng, row.lat, 7),
    label: row.label,
    class: row.class,
    cityId: row.city_id,
  };
}

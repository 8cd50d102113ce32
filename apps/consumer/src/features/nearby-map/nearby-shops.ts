import type { Shop } from '@luggage/api/contract';
import type { Instant } from '@luggage/domain/dates';
import { openingState, todayOffer, type OpeningState, type TodayOffer } from '@luggage/domain/shops';
import { distanceMeters, type LngLat } from '@luggage/map/geo';

/** Where distances are measured from: the located traveller, else the map's centre. */
export interface DistanceOrigin extends LngLat {
  kind: 'traveller' | 'mapCentre';
}

/** A shop as the home map's markers and list show it. */
export interface NearbyShop {
  shop: Shop;
  offer: TodayOffer;
  opening: OpeningState;
  /** Metres from the origin. */
  metres: number;
}

/** The origin of the distances: the traveller when located, otherwise the map centre (the focus). */
export function distanceOrigin(traveller: LngLat | null, mapCentre: LngLat): DistanceOrigin {
  return traveller ? { lng: traveller.lng, lat: traveller.lat, kind: 'traveller' } : { lng: mapCentre.lng, lat: mapCentre.lat, kind: 'mapCentre' };
}

/** Each shop with its offer and opening state at `now` and its distance from `origin`, nearest first. */
export function toNearbyShops(stores: readonly Shop[], origin: LngLat, now: Instant): NearbyShop[] {
  return stores
    .map((shop) => ({ shop, offer: todayOffer(shop, now), opening: openingState(shop.hours, now), metres: distanceMeters(origin, shop) }))
    .sort((a, b) => a.metres - b.metres);
}

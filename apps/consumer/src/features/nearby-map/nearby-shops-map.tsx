import { toSupportedLanguage } from '@luggage/app-shell/i18n';
import { shopDisplayName } from '@luggage/domain/shops';
import { useClientConfigQuery } from '@luggage/api/config-api';
import type { Shop } from '@luggage/api/contract';
import { toastShown, useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useStoresNearbyQuery } from '@luggage/api/store-api';
import { MapView } from '@luggage/map/map-view';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/dates/use-now';
import {
  selectFocus,
  selectSearchedPlace,
  selectSelectedShopId,
  selectTraveller,
  shopSelected,
} from '../../shared/map-home/map-home-slice';
import { NearbyShopList } from './nearby-shop-list';
import { distanceOrigin, toNearbyShops } from './nearby-shops';
import { offerText } from './nearby-texts';
import './nearby-shops-map.css';
import { useDragFocus } from './use-drag-focus';

/** The shops while none are loaded: one array, so that the derived list is not worked out again on every render. */
const NO_STORES: readonly Shop[] = [];

/** How long the 'no storage points nearby' toast stays (spec §8: 3 s). */
const NO_SHOPS_TOAST_MS = 3000;

export interface NearbyShopsMapProps {
  /** The card of the selected shop, drawn over the bottom of the map. */
  renderSelectedShop: (shop: Shop) => ReactNode;
}

/**
 * The home's full-screen map (spec §2, §4 Map): the markers of the shops around the focus, each showing the
 * price it books from today, or full / closed; the traveller's 'you are here' dot once located and the
 * searched place's pin; a drag loads the shops around the new centre once the map has rested 0.5 s;
 * tapping a marker selects it. The same shops are listed with their facts (for everyone, and for keyboard
 * and screen-reader users, who need not use the map), distances from the traveller or the map centre.
 * When they cannot be loaded, a card over the bottom of the map says so with 'try again', above any hint.
 * Until the traveller touches, scrolls or focuses the map, a still preview of the area stands in for it, with
 * the same pins, dot and place pin working: the map library (its download and seconds of main-thread work on a
 * phone) loads only when the map is used, and the list and the search are there first.
 */
export function NearbyShopsMap({ renderSelectedShop }: NearbyShopsMapProps) {
  const { t, i18n } = useTranslation('consumer');
  const dispatch = useAppDispatch();
  const language = toSupportedLanguage(i18n.language);
  const focus = useAppSelector(selectFocus);
  const selectedId = useAppSelector(selectSelectedShopId);
  const traveller = useAppSelector(selectTraveller);
  const searchedPlace = useAppSelector(selectSearchedPlace);
  const now = useNow();
  const config = useClientConfigQuery();
  const nearby = useStoresNearbyQuery({ lng: focus.lng, lat: focus.lat });
  const stores = nearby.currentData?.stores ?? NO_STORES;
  // The pins and the list take the answer in a render React may pause for input (a deferred value): on a slow
  // phone drawing 20 shops is one long task otherwise, as a store update renders without a break.
  const listedStores = useDeferredValue(stores);
  // Each shop's offer and opening hours are worked out once per answer and minute, not on every render (a
  // marker selected, the search opened).
  const origin = useMemo(() => distanceOrigin(traveller, focus), [traveller, focus]);
  const shops = useMemo(() => toNearbyShops(listedStores, origin, now), [listedStores, origin, now]);
  const placeName = searchedPlace && (language === 'en' && searchedPlace.en ? searchedPlace.en : searchedPlace.name);
  const selected = stores.find((store) => store.id === selectedId);
  const onMapRested = useDragFocus(focus);
  const toastedFocus = useRef<typeof focus | null>(null);

  useEffect(() => {
    const isEmptyAroundSearchedPlace = focus.source === 'place' && nearby.currentData?.stores.length === 0;
    if (!isEmptyAroundSearchedPlace || toastedFocus.current === focus) return;
    toastedFocus.current = focus;
    dispatch(toastShown({ key: 'api:noShopsNearby' }, NO_SHOPS_TOAST_MS));
  }, [dispatch, focus, nearby.currentData]);

  return (
    <section className="nearby-map" aria-label={t('map.label')}>
      {config.isLoading ? (
        <LoadingState />
      ) : (
        <MapView
          center={[focus.lng, focus.lat]}
          language={language}
          basemap={config.data?.basemap}
          ariaLabel={t('map.label')}
          markers={shops.map(({ shop, offer }) => {
            const label = offerText(t, offer);
            return {
              id: shop.id,
              lng: shop.lng,
              lat: shop.lat,
              name: t('nearbyMap:markerName', { name: shopDisplayName(shop, language), offer: label }),
              label,
              isMuted: offer.kind !== 'from',
            };
          })}
          traveller={traveller && { ...traveller, name: t('nearbyMap:youAreHere') }}
          place={
            searchedPlace && {
              lng: searchedPlace.lng,
              lat: searchedPlace.lat,
              name: placeName ? t('nearbyMap:searchedPlace', { name: placeName }) : t('nearbyMap:searchedPoint'),
              label: placeName ?? t('nearbyMap:searchedPoint'),
            }
          }
          selectedId={selectedId}
          onMarkerSelect={(id) => dispatch(shopSelected(id))}
          onMoveEnd={onMapRested}
          // A still picture of the area with every pin until the traveller touches the map: a phone on station
          // Wi-Fi does not fetch the map library (300 KiB) nor spend seconds drawing it unless it is used.
          startOn="interaction"
          messages={{
            loading: t('map.loading'),
            webglUnavailable: t('map.webglUnavailable'),
            loadFailed: t('map.loadFailed'),
            offlineBasemap: t('map.offlineBasemap'),
          }}
        />
      )}
      <p className="nearby-map__status" role="status">
        {nearby.isSuccess && (stores.length > 0 ? t('map.shopsNearby', { count: stores.length }) : t('api:noShopsNearby'))}
      </p>
      {nearby.isError && (
        <div className="nearby-map__error">
          <ErrorState message={t('map.loadError')} onRetry={() => void nearby.refetch()} />
        </div>
      )}
      <NearbyShopList shops={shops} distanceFrom={origin.kind} onSelect={(id) => dispatch(shopSelected(id))} />
      {selected && <div className="nearby-map__card">{renderSelectedShop(selected)}</div>}
    </section>
  );
}

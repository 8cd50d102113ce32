import { toSupportedLanguage } from '@luggage/app-shell/i18n';
import { useClientConfigQuery } from '@luggage/api/config-api';
import type { Shop } from '@luggage/api/contract';
import { toastShown, useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useStoresNearbyQuery } from '@luggage/api/store-api';
import { MapView } from '@luggage/map/map-view';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectFocus, selectSelectedShopId, shopSelected } from '../../shared/map-home/map-home-slice';
import { NearbyShopList } from './nearby-shop-list';
import './nearby-shops-map.css';
import { useDragFocus } from './use-drag-focus';

/** How long the 'no storage points nearby' toast stays (spec §8: 3 s). */
const NO_SHOPS_TOAST_MS = 3000;

export interface NearbyShopsMapProps {
  /** The card of the selected shop, drawn over the bottom of the map. */
  renderSelectedShop: (shop: Shop) => ReactNode;
}

/**
 * The home's full-screen map (spec §2, §4 Map): the yellow markers of the shops around the focus; a drag
 * loads the shops around the new centre once the map has rested 0.5 s; tapping a marker selects it. The
 * same shops are listed for keyboard and screen-reader users, who need not use the map. When they cannot be
 * loaded, a card over the bottom of the map says so with 'try again', above any hint.
 */
export function NearbyShopsMap({ renderSelectedShop }: NearbyShopsMapProps) {
  const { t, i18n } = useTranslation('consumer');
  const dispatch = useAppDispatch();
  const language = toSupportedLanguage(i18n.language);
  const focus = useAppSelector(selectFocus);
  const selectedId = useAppSelector(selectSelectedShopId);
  const config = useClientConfigQuery();
  const nearby = useStoresNearbyQuery({ lng: focus.lng, lat: focus.lat });
  const stores = nearby.currentData?.stores ?? [];
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
          markers={stores.map((store) => ({
            id: store.id,
            lng: store.lng,
            lat: store.lat,
            name: language === 'en' ? store.en : store.name,
          }))}
          selectedId={selectedId}
          onMarkerSelect={(id) => dispatch(shopSelected(id))}
          onMoveEnd={onMapRested}
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
      <NearbyShopList stores={stores} language={language} onSelect={(id) => dispatch(shopSelected(id))} />
      {selected && <div className="nearby-map__card">{renderSelectedShop(selected)}</div>}
    </section>
  );
}

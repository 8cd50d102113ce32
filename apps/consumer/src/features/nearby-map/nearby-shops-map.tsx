import { toSupportedLanguage } from '@luggage/app-shell/i18n';
import { useClientConfigQuery } from '@luggage/api/config-api';
import { useStoresNearbyQuery } from '@luggage/api/store-api';
import { DEFAULT_CENTER, MapView } from '@luggage/map/map-view';
import { LoadingState } from '@luggage/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './nearby-shops-map.css';

/** The full-screen map with the yellow markers of the shops near the centre (Shanghai by default). */
export function NearbyShopsMap() {
  const { t, i18n } = useTranslation('consumer');
  const language = toSupportedLanguage(i18n.language);
  const [lng, lat] = DEFAULT_CENTER;
  const config = useClientConfigQuery();
  const nearby = useStoresNearbyQuery({ lng, lat });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const stores = nearby.data?.stores ?? [];

  return (
    <section className="nearby-map" aria-label={t('map.label')}>
      {config.isLoading ? (
        <LoadingState />
      ) : (
        <MapView
          center={DEFAULT_CENTER}
          language={language}
          mapboxToken={config.data?.mapboxToken ?? undefined}
          ariaLabel={t('map.label')}
          markers={stores.map((store) => ({
            id: store.id,
            lng: store.lng,
            lat: store.lat,
            name: language === 'en' ? store.en : store.name,
          }))}
          selectedId={selectedId}
          onMarkerSelect={setSelectedId}
          messages={{ loading: t('map.loading'), webglUnavailable: t('map.webglUnavailable'), loadFailed: t('map.loadFailed') }}
        />
      )}
      <p className="nearby-map__status" role="status">
        {nearby.isSuccess && (stores.length > 0 ? t('map.shopsNearby', { count: stores.length }) : t('api:noShopsNearby'))}
        {nearby.isError && t('map.loadError')}
      </p>
    </section>
  );
}

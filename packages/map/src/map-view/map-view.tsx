import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { OFFLINE_BASEMAP, type BasemapChoice } from '../basemap/basemap-choice';
import type { MapLanguage } from '../basemap/map-language';
import { distanceMeters } from '../geo/distance-meters';
import type { LngLatTuple } from '../geo/lng-lat';
import { hasWebgl } from './has-webgl';
import { loadMapLibrary } from './load-map-library';
import { DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from './map-constants';
import type { MapHandle } from './map-library';
import { PlaceMarker, type SearchedPlaceMarker } from './place-marker';
import { createPreviewMap } from './preview-map';
import { foldCrowdedTags } from './fold-crowded-tags';
import { ShopMarker, type MapMarker } from './shop-marker';
import { TravellerMarker, type TravellerPosition } from './traveller-marker';
import { useIdleStart, type MapStart } from './use-idle-start';
import './map-view.css';

/** Texts MapView shows itself; pass them from the app's i18n. */
export interface MapViewMessages {
  /** Shown while the map library loads. */
  loading: string;
  /** Shown instead of the map when the browser has no WebGL. */
  webglUnavailable: string;
  /** Shown when the map code could not be fetched (offline, deploy in progress). */
  loadFailed: string;
  /** A small note on the offline basemap (nothing configured, or the configured one failed), e.g. 'offline map'. */
  offlineBasemap: string;
}

/** Commands for the map, through MapView's `ref`. */
export interface MapViewHandle {
  /** Animates to `center` (GCJ-02), and to `zoom` when given. Before the map is ready, it opens there. */
  flyTo(center: LngLatTuple, zoom?: number): void;
}

/** Props of {@link MapView}. All coordinates are GCJ-02. */
export interface MapViewProps<Id extends string | number> {
  /** Where the map looks; when it changes the map flies there. Default Shanghai city centre. */
  center?: LngLatTuple;
  /** The zoom the map opens at (3–19), default 14. */
  zoom?: number;
  /** Shops drawn as tag buttons showing their label, named after the shop. */
  markers: readonly MapMarker<Id>[];
  /** The traveller once located: a blue 'you are here' dot in its accuracy circle. */
  traveller?: TravellerPosition | null;
  /** The searched place: a red pin with its name. */
  place?: SearchedPlaceMarker | null;
  /** The highlighted shop (bigger, darker, aria-pressed). */
  selectedId?: Id | null;
  /** A pin was clicked or activated with the keyboard. */
  onMarkerSelect?: (id: Id) => void;
  /** The map stopped moving (after a drag, zoom or fly); called with the new centre. Not debounced. */
  onMoveEnd?: (center: LngLatTuple) => void;
  /** Language of the basemap labels. */
  language: MapLanguage;
  /**
   * The basemap (the server's choice from GET /api/config/), default offline. When a configured one fails to
   * load, the map falls back to the offline basemap and shows `messages.offlineBasemap`.
   */
  basemap?: BasemapChoice;
  /** Accessible name of the map. */
  ariaLabel: string;
  messages: MapViewMessages;
  /**
   * True while the screen's first content (e.g. the shop list) is still loading: the map library is not
   * fetched yet. The map starts once this is false and the main thread is idle, or at once when the
   * traveller touches or focuses it; until then the loading state stands in for it. Default false.
   */
  isStartHeld?: boolean;
  /**
   * 'idle' (default): the map library starts by itself once the main thread is idle after `isStartHeld`.
   * 'interaction': only when the traveller touches, scrolls or focuses the map; until then the still preview
   * (the area drawn from the offline basemap, with every marker working) is the map.
   */
  startOn?: MapStart;
  className?: string;
  ref?: Ref<MapViewHandle>;
}

type Status = 'loading' | 'ready' | 'webgl-unavailable' | 'load-failed';

/** Closer than this to the requested centre counts as there already (no fly). */
const SAME_PLACE_METERS = 1;

const toLngLat = ([lng, lat]: LngLatTuple) => ({ lng, lat });

/** The offline basemap's data, for the preview's drawing: its own small chunk (about 35 KiB gzip), no map library. */
const loadPreviewData = () => import('../basemap/basemap-data').then(({ BASEMAP_DATA }) => BASEMAP_DATA);

/**
 * The shop map. Loads its map library once the main thread is idle after `isStartHeld` (code-split:
 * maplibre-gl, or mapbox-gl for a Mapbox `basemap`), shows `messages.loading` meanwhile and a fallback text when the browser has no WebGL or the
 * code cannot be fetched. A configured basemap that fails gives way to the offline one, which says so in a
 * small note. Fills its parent: give the parent a size.
 */
export function MapView<Id extends string | number>({
  center = DEFAULT_CENTER,
  zoom = MAP_DEFAULT_ZOOM,
  markers,
  traveller,
  place,
  selectedId,
  onMarkerSelect,
  onMoveEnd,
  language,
  basemap = OFFLINE_BASEMAP,
  ariaLabel,
  messages,
  isStartHeld = false,
  startOn = 'idle',
  className,
  ref,
}: MapViewProps<Id>) {
  const regionRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const isStarted = useIdleStart(isStartHeld, regionRef, startOn);
  const [status, setStatus] = useState<Status>('loading');
  const [map, setMap] = useState<MapHandle | null>(null);
  const [preview, setPreview] = useState<MapHandle | null>(null);
  // What the markers are drawn on: the map once it is ready, the still preview until then.
  const shownMap = map ?? preview;
  const hasPreview = startOn === 'interaction';
  // The view and callbacks as of the last render, read by effects that must not re-run when they change.
  const latest = useRef({ view: { center, zoom }, language, ariaLabel, onMoveEnd, onMarkerSelect });
  const appliedLanguage = useRef(language);
  // The configured basemap that failed (as its JSON key); while it is the configured one, offline is drawn.
  const configuredKey = JSON.stringify(basemap);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const shownKey = failedKey === configuredKey ? JSON.stringify(OFFLINE_BASEMAP) : configuredKey;
  const shown = useMemo(() => JSON.parse(shownKey) as BasemapChoice, [shownKey]);
  const [lng, lat] = center;

  useEffect(() => {
    latest.current = { ...latest.current, language, ariaLabel, onMoveEnd, onMarkerSelect };
  });

  useImperativeHandle(
    ref,
    () => ({
      flyTo(target, targetZoom) {
        latest.current.view = { center: target, zoom: targetZoom ?? latest.current.view.zoom };
        shownMap?.flyTo(target, targetZoom);
      },
    }),
    [shownMap],
  );

  // The still preview stands in for the map until the map is ready (see createPreviewMap), at the same view.
  useEffect(() => {
    const element = previewRef.current;
    if (map || !element || !hasPreview) return;
    const { view, language: openLanguage } = latest.current;
    const created = createPreviewMap(element, { ...view, language: openLanguage }, loadPreviewData);
    setPreview(created);
    return () => {
      latest.current.view = { center: created.getCenter(), zoom: created.getZoom() };
      created.remove();
      setPreview(null);
    };
  }, [map, hasPreview]);

  useEffect(() => preview?.setLanguage(language), [preview, language]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !isStarted) return;
    if (!hasWebgl()) {
      setStatus('webgl-unavailable');
      return;
    }
    let isCancelled = false;
    let created: MapHandle | null = null;
    setStatus('loading');
    let stopWatching = () => undefined as void;
    loadMapLibrary(shown).then(
      (library) => {
        if (isCancelled) return;
        const { view, language: openLanguage, ariaLabel: title } = latest.current;
        try {
          created = library.createMap({ container, center: view.center, zoom: view.zoom, language: openLanguage, title });
        } catch {
          setStatus('webgl-unavailable');
          return;
        }
        appliedLanguage.current = openLanguage;
        stopWatching = created.onBasemapFailure(() => setFailedKey(shownKey));
        setMap(created);
        setStatus('ready');
      },
      () => {
        if (!isCancelled) setStatus('load-failed');
      },
    );
    return () => {
      isCancelled = true;
      stopWatching();
      created?.remove();
      setMap(null);
    };
  }, [shown, shownKey, isStarted]);

  useEffect(() => shownMap?.onMoveEnd((moved) => latest.current.onMoveEnd?.(moved)), [shownMap]);

  // Tags that would cover each other fold to dots: after each move, and once changed markers have been drawn
  // (keyed by what they show, as apps pass a new array on every render).
  const tagsKey = markers.map((marker) => `${marker.id}:${marker.label}`).join('|');
  useEffect(() => {
    const region = regionRef.current;
    if (!shownMap || !region) return;
    const fold = () => foldCrowdedTags(region);
    const frame = requestAnimationFrame(fold);
    const stop = shownMap.onMoveEnd(fold);
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [shownMap, tagsKey, selectedId]);

  useEffect(() => {
    latest.current.view = { ...latest.current.view, center: [lng, lat] };
    if (shownMap && distanceMeters(toLngLat(shownMap.getCenter()), { lng, lat }) > SAME_PLACE_METERS) shownMap.flyTo([lng, lat]);
  }, [shownMap, lng, lat]);

  useEffect(() => {
    if (!map || appliedLanguage.current === language) return;
    map.setLanguage(language);
    appliedLanguage.current = language;
  }, [map, language]);

  return (
    <div ref={regionRef} className={['luggage-map', className].filter(Boolean).join(' ')} role="region" aria-label={ariaLabel}>
      <div ref={containerRef} className="luggage-map__canvas" />
      {hasPreview && !map && <div ref={previewRef} className="luggage-map-preview" />}
      {/* With a preview, a small note over it (it stays in sight and in use while the map library loads). */}
      {status === 'loading' && (!hasPreview || isStarted) && (
        <div className={hasPreview ? 'luggage-map__loading' : 'luggage-map__status'} role="status">
          {messages.loading}
        </div>
      )}
      {(status === 'webgl-unavailable' || status === 'load-failed') && (
        <div className="luggage-map__status" role="alert">
          {status === 'webgl-unavailable' ? messages.webglUnavailable : messages.loadFailed}
        </div>
      )}
      {map && shown.kind === 'offline' && <p className="luggage-map__note">{messages.offlineBasemap}</p>}
      {shownMap && traveller && <TravellerMarker map={shownMap} position={traveller} />}
      {shownMap && place && <PlaceMarker map={shownMap} place={place} />}
      {shownMap &&
        markers.map((marker) => (
          <ShopMarker
            key={marker.id}
            map={shownMap}
            marker={marker}
            isSelected={marker.id === selectedId}
            onSelect={(id) => latest.current.onMarkerSelect?.(id)}
          />
        ))}
    </div>
  );
}

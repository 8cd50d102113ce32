export { MapView, type MapViewHandle, type MapViewMessages, type MapViewProps } from './map-view';
export type { MapMarker } from './shop-marker';
export type { TravellerPosition } from './traveller-marker';
export type { SearchedPlaceMarker } from './place-marker';
export { DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from './map-constants';
export type { LngLatTuple } from '../geo/lng-lat';
export type { MapLanguage } from '../basemap/map-language';
export type { BasemapChoice } from '../basemap/basemap-choice';

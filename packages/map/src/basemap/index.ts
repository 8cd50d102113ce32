export { offlineStyle } from './offline-style';
export { BASEMAP_ATTRIBUTION } from './basemap-attribution';
export { BASEMAP_FONTS } from './basemap-fonts';
export type { BasemapData, BasemapLabel, BasemapNames } from './basemap-data';
export type { MapLanguage } from './map-language';

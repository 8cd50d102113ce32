/** The offline basemap's look, shared by its MapLibre style (offline-style.ts) and the home's still preview (preview-map.ts), so the two match. */
export const BASEMAP_COLORS = {
  water: '#a8d4f0',
  land: '#f4f1ea',
  district: '#b9ad9b',
  districtLabel: '#8a7f6e',
  placeLabel: '#4d4a45',
  stationLabel: '#9b0020',
  labelHalo: '#ffffff',
  /** Shanghai Metro's red: the ring of a station (railway station or metro interchange). */
  station: '#e4002b',
  landmark: '#8a6d3b',
  airport: '#1a5fb4',
} as const;

/** Place labels and their symbols show from this zoom (districts at every zoom). */
export const PLACE_MIN_ZOOM = 10;

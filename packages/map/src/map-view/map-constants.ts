import type { LngLatTuple } from '../geo/lng-lat';

/** Spec §9: the map opens at zoom 14. */
export const MAP_DEFAULT_ZOOM = 14;
/** Spec §9: the map zooms out to 3 (the whole country). */
export const MAP_MIN_ZOOM = 3;
/** Spec §9: the map zooms in to 19 (street level). */
export const MAP_MAX_ZOOM = 19;
/** Spec §9: the default centre, Shanghai city centre, GCJ-02. */
export const DEFAULT_CENTER: LngLatTuple = [121.491, 31.233];

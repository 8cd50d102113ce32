import type { FeatureCollection, Point } from 'geojson';
import districts from './data/districts.json';
import labels from './data/labels.json';
import land from './data/land.json';
import rivers from './data/rivers.json';

/** Properties every named basemap feature carries: the Chinese name and its English form. */
export interface BasemapNames {
  name: string;
  en: string;
}

/**
 * A place label: district names (rank 1) show at every zoom, the other kinds from zoom 10 with a symbol of their
 * kind; railway stations and metro interchanges (kind station, rank 2) win over landmarks, airports and special
 * places (rank 3) where labels collide.
 */
export interface BasemapLabel extends BasemapNames {
  kind: 'district' | 'station' | 'landmark' | 'airport' | 'special';
  rank: number;
}

/** The GeoJSON the offline basemap is drawn from, all GCJ-02. */
export interface BasemapData {
  land: FeatureCollection;
  districts: FeatureCollection;
  rivers: FeatureCollection;
  labels: FeatureCollection<Point, BasemapLabel>;
}

/**
 * The committed Shanghai basemap files (built by tooling/geodata). TypeScript types JSON imports with
 * plain strings where GeoJSON has literal types, hence the one cast; the build script guarantees the shape.
 */
export const BASEMAP_DATA = { land, districts, rivers, labels } as unknown as BasemapData;

import type { Feature, Geometry } from 'geojson';
import type { BasemapData, BasemapLabel, BasemapNames } from './basemap-data';

const feature = <G extends Geometry, P extends object>(geometry: G, properties: P): Feature<G, P> => ({
  type: 'Feature',
  geometry,
  properties,
});

/** A tiny basemap around People's Square in the shape of the real data files, for tests and stories. */
export function createBasemapFixture(): BasemapData {
  const square = (west: number, south: number, east: number, north: number) => ({
    type: 'Polygon' as const,
    coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]],
  });
  const names = (name: string, en: string): BasemapNames => ({ name, en });
  const label = (name: string, en: string, kind: BasemapLabel['kind'], rank: number): BasemapLabel => ({
    ...names(name, en),
    kind,
    rank,
  });
  return {
    land: { type: 'FeatureCollection', features: [feature(square(121.3, 31.1, 121.7, 31.4), {})] },
    districts: {
      type: 'FeatureCollection',
      features: [
        feature(square(121.45, 31.2, 121.5, 31.25), names('黄浦区', 'Huangpu')),
        feature(square(121.5, 31.2, 121.6, 31.25), names('浦东新区', 'Pudong')),
      ],
    },
    rivers: {
      type: 'FeatureCollection',
      features: [
        feature(
          { type: 'LineString', coordinates: [[121.49, 31.2], [121.495, 31.24], [121.52, 31.28]] },
          names('黄浦江', 'Huangpu River'),
        ),
      ],
    },
    labels: {
      type: 'FeatureCollection',
      features: [
        feature({ type: 'Point', coordinates: [121.4846, 31.2317] }, label('黄浦区', 'Huangpu District', 'district', 1)),
        feature({ type: 'Point', coordinates: [121.4737, 31.2304] }, label('人民广场', "People's Square", 'landmark', 2)),
        feature({ type: 'Point', coordinates: [121.4906, 31.2397] }, label('外滩', 'The Bund', 'landmark', 2)),
      ],
    },
  };
}

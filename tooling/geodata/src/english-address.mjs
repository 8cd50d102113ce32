/**
 * English addresses of the demo shops, street first as foreign visitors read them: '西藏中路268号' in 黄浦区 →
 * '268 Xizang Middle Road, Huangpu District, Shanghai'. Road names are the pinyin of the Chinese name with
 * the road's direction, number and kind in English; the room or floor note stays in the Chinese address.
 */
import { districtEnglish } from './build-basemap.mjs';

const KINDS = { 大道: 'Avenue', 路: 'Road', 街: 'Street' };
const DIRECTIONS = { 东: 'East', 南: 'South', 西: 'West', 北: 'North', 中: 'Middle' };
const ORDINALS = { 一: '1st', 二: '2nd', 三: '3rd', 四: '4th' };
/** Names the dictionary reads wrongly or that have their own spelling (Shaanxi tells 陕西 from 山西). */
const SPELLINGS = { 陕西: 'Shaanxi', 莘朱: 'Xinzhu' };

const title = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** '中山东二路' → 'Zhongshan East 2nd Road', '延安中路' → "Yan'an Middle Road"; `toPinyin` as createPinyin makes it. */
export function roadEnglish(road, toPinyin) {
  const kind = Object.keys(KINDS).find((suffix) => road.endsWith(suffix));
  if (!kind) throw new Error(`road without a known kind: ${road}`);
  let base = road.slice(0, -kind.length);
  const words = [KINDS[kind]];
  const strip = (table, minRest) => {
    const last = base.at(-1);
    if (table[last] && [...base].length - 1 >= minRest) {
      words.unshift(table[last]);
      base = base.slice(0, -1);
    }
  };
  strip(ORDINALS, 2);
  strip(DIRECTIONS, 2);
  if (base.endsWith('环') && [...base].length >= 3) {
    words.unshift('Ring');
    base = base.slice(0, -1);
  }
  const name = SPELLINGS[base] ?? title(toPinyin(base, road).written);
  return [name, ...words].join(' ');
}

/** '268 Xizang Middle Road, Huangpu District, Shanghai' from the street ('西藏中路268号', '申迪西路255弄', '桃浦路') and district. */
export function englishAddress({ street, district }, toPinyin) {
  const match = /^(.+?(?:大道|路|街))(?:(\d+)(号|弄))?$/.exec(street);
  if (!match) throw new Error(`street not understood: ${street}`);
  const [, road, number, unit] = match;
  const roadText = roadEnglish(road, toPinyin);
  const streetText = !number ? roadText : unit === '弄' ? `Lane ${number}, ${roadText}` : `${number} ${roadText}`;
  return `${streetText}, ${districtEnglish(district, toPinyin)}, Shanghai`;
}

/**
 * Demo shops around central Shanghai: curated brand, branch, street and anchor; position, hours, prices and the
 * other attributes come from a seeded generator, so every run gives the same shops.
 */
import { englishAddress } from './english-address.mjs';
import { offsetPoint } from './geo.mjs';
import { formatBusinessTime, HOURS_TEMPLATES } from './opening-hours.mjs';
import { createPrng } from './prng.mjs';

const SEED = 'luggage-demo-shops-v1';
const DISCOUNTS = [...Array(6).fill(90), ...Array(4).fill(85), ...Array(3).fill(80)];
const NOT_SCHEDULABLE = 5;
const CERTIFIED_SHARE = 0.7;
const BOOT_PRICES = [1500, 2000, 2500, 3000];
const BAG_PRICES = [1000, 1200, 1500, 1800, 2000];
const MIN_DISTANCE_M = 120;
const MAX_DISTANCE_M = 550;
const BEARING_JITTER = 25;

/** File name of a shop photo: shop-012-1.jpg; the thumbnail adds '_sm2' before the extension. */
export const photoName = (shopId, index, thumbnail = false) =>
  `shop-${String(shopId).padStart(3, '0')}-${index}${thumbnail ? '_sm2' : ''}.jpg`;

const labelFor = (anchor, className, allDay) => {
  if (allDay) return '24小时';
  if (className === 'hotel') return '酒店前台';
  if (/Airport/.test(anchor.en)) return '机场';
  if (/Railway|South Station|West Station/.test(anchor.en) && anchor.kind === 'station') return '火车站旁';
  return anchor.kind === 'station' ? '地铁口' : '近景点';
};

/** Builds shops from curated/shops.json; `places` are the built places (with curated `key`s); `toPinyin` from createPinyin. */
export function buildShops({ curated, places, shanghaiCityId, toPinyin }) {
  const anchors = new Map(places.filter((p) => p.key).map((p) => [p.key, p]));
  const order = createPrng(SEED);
  const ids = curated.shops.map((_, i) => i + 1);
  const discountOf = new Map(order.shuffle(ids).map((id, i) => [id, DISCOUNTS[i] ?? 100]));
  const unschedulable = new Set(order.shuffle(ids).slice(0, NOT_SCHEDULABLE));
  const certified = new Set(order.shuffle(ids).slice(0, Math.round(ids.length * CERTIFIED_SHARE)));

  return curated.shops.map((entry, index) => {
    const id = index + 1;
    const prng = createPrng(`${SEED}:${id}`);
    const anchor = anchors.get(entry.anchor);
    if (!anchor) throw new Error(`shop ${id}: unknown anchor ${entry.anchor}`);
    const brand = curated.brands[entry.brand];
    const [lng, lat] = offsetPoint(
      [anchor.lng, anchor.lat],
      entry.bearing + prng.int(-BEARING_JITTER, BEARING_JITTER),
      prng.int(MIN_DISTANCE_M, MAX_DISTANCE_M),
    );
    const allDay = brand.class === 'counter' ? /Airport/.test(anchor.en) : prng.next() < 0.2 && brand.class !== 'cafe';
    const hours = allDay ? HOURS_TEMPLATES.allDay : prng.pick(HOURS_TEMPLATES[brand.class]);
    const bootPrice = prng.pick(BOOT_PRICES);
    const bagPrice = prng.pick(BAG_PRICES.filter((price) => price < bootPrice));
    const picCount = prng.int(2, 3);
    return {
      id,
      name: `${brand.zh}(${entry.branch})`,
      en: `${brand.en} (${entry.branchEn})`,
      class: brand.class,
      lng,
      lat,
      address: `上海市${anchor.district}${entry.street}${entry.room ? `（${entry.room}）` : ''}`,
      addressEn: englishAddress({ street: entry.street, district: anchor.district }, toPinyin),
      businessTime: formatBusinessTime(hours),
      hours,
      score: prng.int(38, 50) / 10,
      discount: discountOf.get(id),
      isSupportScheduled: !unschedulable.has(id),
      certified: certified.has(id),
      label: labelFor(anchor, brand.class, allDay),
      cityId: shanghaiCityId,
      prices: { 1: bootPrice, 2: bagPrice },
      capacity: { 1: prng.int(5, 30), 2: prng.int(10, 60) },
      pics: Array.from({ length: picCount }, (_, i) => photoName(id, i + 1)),
    };
  });
}

import type { SeedCity, SeedData, SeedPlace, SeedShop } from '../db/seed/seed-data-schema';
import { seedDataSchema } from '../db/seed/seed-data-schema';

/** A seed city; Shanghai unless overridden. */
export function cityFactory(overrides: Partial<SeedCity> = {}): SeedCity {
  return {
    id: 1,
    adcode: '310000',
    name: '上海',
    en: 'shanghai',
    initials: 'sh',
    firstLetter: 'S',
    province: '上海市',
    lng: 121.473701,
    lat: 31.230416,
    covered: true,
    hot: 1,
    hots: '外滩,迪士尼,虹桥火车站',
    ...overrides,
  };
}

/** A seed shop at People's Square, Shanghai, unless overridden. */
export function shopFactory(overrides: Partial<SeedShop> = {}): SeedShop {
  return {
    id: 1,
    name: '人民广场寄存点',
    en: "People's Square Storage",
    lng: 121.473701,
    lat: 31.230416,
    address: '上海市黄浦区人民大道120号（人民广场地铁站）',
    businessTime: '周一至周五 08:00-20:00\n周六至周日 09:00-18:00',
    hours: [
      { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '20:00' },
      { weekdays: [6, 7], open: '09:00', close: '18:00' },
    ],
    score: 4.8,
    discount: 80,
    isSupportScheduled: true,
    certified: true,
    label: '地铁站',
    class: 'convenience',
    cityId: 1,
    prices: { '1': 2000, '2': 1000 },
    capacity: { '1': 5, '2': 10 },
    pics: ['shop-001-1.jpg', 'shop-001-2.jpg'],
    ...overrides,
  };
}

/** A seed place: People's Square, Shanghai, unless overridden; initials are computed from the name. */
export function placeFactory(overrides: Partial<SeedPlace> = {}): SeedPlace {
  return {
    id: 1,
    cityId: 1,
    kind: 'landmark',
    name: '人民广场',
    en: "People's Square",
    district: '黄浦区',
    address: '上海市黄浦区人民大道',
    lng: 121.4752,
    lat: 31.2312,
    ...overrides,
  };
}

/** Metres → degrees of latitude. */
const north = (metres: number) => metres / 111_195;

/**
 * The cities and shops the integration tests run against (Hangzhou a hot city not covered, Xiamen ranked
 * just below the hot cities): Shanghai shops at 0 m, ~1 km, ~4.5 km and
 * ~6 km from People's Square, one removed shop next to it, one Beijing shop, and a place in each city.
 */
export function testSeedData(): SeedData {
  const origin = cityFactory();
  return seedDataSchema.parse({
    cities: [
      origin,
      cityFactory({ id: 2, adcode: '110000', name: '北京', en: 'beijing', initials: 'bj', firstLetter: 'B', province: '北京市', lng: 116.407526, lat: 39.90403, hot: 2, hots: '故宫' }),
      cityFactory({ id: 3, adcode: '330100', name: '杭州', en: 'hangzhou', initials: 'hz', firstLetter: 'H', province: '浙江省', lng: 120.15507, lat: 30.274084, covered: false, hot: 3, hots: null }),
      cityFactory({ id: 4, adcode: '361100', name: '上饶', en: 'shangrao', initials: 'sr', firstLetter: 'S', province: '江西省', lng: 117.943433, lat: 28.454863, covered: false, hot: null, hots: null }),
      cityFactory({ id: 5, adcode: '411400', name: '商丘', en: 'shangqiu', initials: 'sq', firstLetter: 'S', province: '河南省', lng: 115.656339, lat: 34.414961, covered: false, hot: null, hots: null }),
      cityFactory({ id: 6, adcode: '320500', name: '苏州', en: 'suzhou', initials: 'sz', firstLetter: 'S', province: '江苏省', lng: 120.585316, lat: 31.298886, covered: true, hot: 4, hots: '' }),
      cityFactory({ id: 7, adcode: '350200', name: '厦门', en: 'xiamen', initials: 'xm', firstLetter: 'X', province: '福建省', lng: 118.089425, lat: 24.479834, covered: false, hot: 13, hots: null }),
    ],
    shops: [
      shopFactory({ addressEn: '120 Renmin Avenue, Huangpu District, Shanghai' }),
      shopFactory({ id: 2, name: '南京东路寄存点', en: 'East Nanjing Road', lat: origin.lat + north(1000), address: '上海市黄浦区南京东路1号', discount: 100, prices: { '2': 1500 }, capacity: { '2': 3 }, pics: ['shop-002-1.jpg'], certified: false }),
      shopFactory({ id: 3, name: '静安寺寄存点', en: "Jing'an Temple", lat: origin.lat + north(4500), address: '上海市静安区南京西路1686号', score: 4.2 }),
      shopFactory({ id: 4, name: '远处寄存点', en: 'Far Away', lat: origin.lat + north(6000), address: '上海市虹口区' }),
      shopFactory({ id: 5, name: '已下架寄存点', en: 'Removed Shop', lng: origin.lng + 0.0003, address: '上海市黄浦区', removed: true }),
      shopFactory({ id: 6, name: '北京站寄存点', en: 'Beijing Railway Station', lng: 116.427, lat: 39.903, cityId: 2, address: '北京市东城区' }),
    ],
    // The place-search tests seed the shipped place index instead.
    places: [
      placeFactory(),
      placeFactory({ id: 2, cityId: 2, name: '故宫', en: 'The Palace Museum', district: '东城区', address: '北京市东城区景山前街4号', lng: 116.397, lat: 39.918 }),
    ],
  });
}

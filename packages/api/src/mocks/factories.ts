import type { City } from '../contract/entities/city';
import type { ContentPage } from '../contract/entities/content-page';
import type { Place } from '../contract/entities/place';
import type { Shop } from '../contract/entities/shop';
import type { StoreSearchByCoordinateResponse } from '../contract/store/search-by-coordinate';
import type { ClientConfigResponse } from '../contract/system/client-config';
import { DEFAULT_SMS_COUNTRIES } from '../contract/fields/sms-countries';
import { toShopDetail, type ShopDetail } from '../contract/entities/shop-detail';

/**
 * A valid shop for tests and stories (People's Square, Shanghai); pass only what the case is about.
 * Each call returns a new object.
 */
export function buildShop(overrides: Partial<Shop> = {}): Shop {
  const id = overrides.id ?? 1;
  return {
    id,
    name: '全家便利店(人民广场店)',
    en: "FamilyMart (People's Square)",
    lng: 121.4737,
    lat: 31.2304,
    pics: [`/api/photos/shop-${String(id).padStart(3, '0')}-1.jpg`],
    address: '上海市黄浦区西藏中路268号（来福士广场B1层）',
    addressEn: '268 Xizang Middle Road, Huangpu District, Shanghai',
    businessTime: '周一至周五 08:00-22:00\n周六至周日 09:00-21:00',
    hours: [
      { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '22:00' },
      { weekdays: [6, 7], open: '09:00', close: '21:00' },
    ],
    score: 4.8,
    discount: 100,
    isSupportScheduled: true,
    certified: true,
    inventory: [
      { goodsId: 1, count: 10, price: 2000, discount: 2000 },
      { goodsId: 2, count: 20, price: 1500, discount: 1500 },
    ],
    closedToday: false,
    geohash: 'wtw3sjq',
    label: '地铁口',
    class: 'convenience',
    cityId: 1,
    ...overrides,
  };
}

/** A valid city for tests and stories (Shanghai, covered, hot rank 1); each call returns a new object. */
export function buildCity(overrides: Partial<City> = {}): City {
  return {
    id: 1,
    name: '上海',
    en: 'shanghai',
    firstLetter: 'S',
    province: '上海市',
    lng: 121.491,
    lat: 31.233,
    hot: 1,
    covered: true,
    ...overrides,
  };
}

/** A valid place search result (People's Square, Shanghai); each call returns a new object. */
export function buildPlace(overrides: Partial<Place> = {}): Place {
  const lng = overrides.lng ?? 121.4737;
  const lat = overrides.lat ?? 31.2304;
  return {
    id: 'place-50',
    name: '人民广场',
    en: "People's Square",
    address: '上海市黄浦区人民大道',
    district: '黄浦区',
    location: `${lng},${lat}`,
    lng,
    lat,
    cityId: 1,
    cityName: '上海',
    ...overrides,
  };
}

/**
 * A valid shop detail (the info_v2 answer) for tests and stories: {@link buildShop} with the derived fields
 * computed as the server does, and no phone unless given. Each call returns a new object.
 */
export function buildShopDetail(overrides: Partial<ShopDetail> = {}): ShopDetail {
  return { ...toShopDetail(buildShop(overrides), null), ...overrides };
}

/**
 * A valid information page for tests and stories: the English FAQ with one topic of two questions
 * ('cancel' and 'voucher-unlocked'). Pass `name`, `language`, `title` and `sections` for other pages.
 * Each call returns a new object.
 */
export function buildContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    name: 'questions',
    language: 'en',
    title: 'common questions',
    sections: [
      {
        kind: 'faq',
        heading: 'Refunds and cancelling',
        entries: [
          {
            id: 'cancel',
            question: 'Until when can I cancel an order?',
            answer: ['Before storage, until 24:00 of the storage date.'],
          },
          {
            id: 'voucher-unlocked',
            question: 'Can I cancel after unlocking the voucher?',
            answer: ['No. Once the voucher is unlocked the luggage counts as stored.'],
          },
        ],
      },
    ],
    updatedAt: '2025-03-01T04:00:00.000Z',
    ...overrides,
  };
}

/**
 * A nearby-shops answer (search_by_coordinate_simple) with these shops around the asked point (query
 * parameters as MSW hands them over), in covered Shanghai; each call returns a new object.
 */
export function buildNearbyAnswer(
  stores: Shop[],
  params: Record<string, unknown> = { lng: 121.491, lat: 31.233 },
): StoreSearchByCoordinateResponse {
  return {
    stores,
    cover: true,
    cityNum: 1,
    longitude: Number(params.lng),
    latitude: Number(params.lat),
    cityName: '上海',
    cityId: 1,
    geo: 'wtw3sjq',
  };
}

/**
 * The /api/config/ answer of a server without basemap, support or WeChat settings: the offline basemap, no mini-program, no support contact, and WeChat's
 * authorisation at the server's own local page ('/connect/oauth2/authorize', relative to the app) with the
 * local app id. Each call returns a new object.
 */
export function buildClientConfig(overrides: Partial<ClientConfigResponse> = {}): ClientConfigResponse {
  return {
    basemap: { kind: 'offline' },
    hasMiniProgram: false,
    support: null,
    wechat: { appId: 'wx0123456789abcdef', authorizeUrl: '/connect/oauth2/authorize' },
    smsCountries: [...DEFAULT_SMS_COUNTRIES],
    ...overrides,
  };
}

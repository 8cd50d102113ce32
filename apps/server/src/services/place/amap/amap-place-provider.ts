import type { Place } from '@luggage/api/contract';
import { PLACE_SEARCH_PAGE_SIZE } from '@luggage/domain/search';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DatabaseSchema } from '../../../db/database-schema';
import { districtOf } from '../district-of';
import type { PlaceProvider } from '../place-provider';
import { placeResult } from '../place-result';
import { inputTipsAnswerSchema, reverseGeocodeAnswerSchema } from './amap-schemas';
import { callAmap, type AmapConnection } from './call-amap';
import { citiesOfAdcodes } from './cities-of-adcodes';

/** Spec §7 leaves it open; 5 s keeps a slow maps service from holding the search box. */
const AMAP_TIMEOUT_MS = 5000;

/** What the AMap adapter needs. */
export interface AmapPlaceProviderDeps {
  db: Kysely<DatabaseSchema>;
  /** The AMap web-service key (never logged). */
  key: string;
  fetch: typeof fetch;
  /** Time-out of one call in ms; 5 s unless a test says otherwise. */
  timeoutMs?: number;
}

type Tip = z.output<typeof inputTipsAnswerSchema>['tips'][number];

const LOCATION = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/** Our results of AMap's tips: tips without an id or a point (keyword suggestions, bus lines) are skipped. */
async function tipsToPlaces(db: Kysely<DatabaseSchema>, tips: Tip[]): Promise<Place[]> {
  const pointTips = tips.flatMap((tip) => {
    const match = LOCATION.exec(tip.location);
    return tip.id && tip.name && match ? [{ tip, lng: Number(match[1]), lat: Number(match[2]) }] : [];
  });
  const cities = await citiesOfAdcodes(db, pointTips.map(({ tip }) => tip.adcode));
  return pointTips.map(({ tip, lng, lat }) => {
    const city = cities.get(tip.adcode);
    return placeResult({
      id: tip.id,
      name: tip.name,
      en: '',
      address: tip.address,
      district: city ? districtOf(tip.district, city) : tip.district,
      lng,
      lat,
      cityId: city?.id ?? null,
      cityName: city?.name ?? '',
    });
  });
}

/**
 * The place provider of AMap's web service: input tips limited to the city (its adcode) for `results`,
 * and, when those are empty, input tips without the limit for `otherCityResults` (tips in the city left
 * out). Input tips have a single page, so later pages are empty. Reverse geocoding maps AMap's
 * addressComponent (a municipality's empty city becomes its province) and the city of its adcode.
 */
export function createAmapPlaceProvider(deps: AmapPlaceProviderDeps): PlaceProvider {
  const connection: AmapConnection = { key: deps.key, fetch: deps.fetch, timeoutMs: deps.timeoutMs ?? AMAP_TIMEOUT_MS };
  const inputTips = async (params: Record<string, string>) => {
    const answer = await callAmap(connection, 'assistant/inputtips', params, inputTipsAnswerSchema, 'placeSearchUnavailable');
    return tipsToPlaces(deps.db, answer.tips);
  };

  return {
    async searchPlaces({ keywords, cityId, page }) {
      if (page > 1) return { results: [], otherCityResults: [] };
      const city = await deps.db.selectFrom('city').select('adcode').where('id', '=', cityId).executeTakeFirst();
      const results = city ? await inputTips({ keywords, city: city.adcode, citylimit: 'true' }) : [];
      const otherCityResults =
        results.length === 0 ? (await inputTips({ keywords })).filter((place) => place.cityId !== cityId) : [];
      return {
        results: results.slice(0, PLACE_SEARCH_PAGE_SIZE),
        otherCityResults: otherCityResults.slice(0, PLACE_SEARCH_PAGE_SIZE),
      };
    },

    async reverseGeocode({ lng, lat }) {
      const answer = await callAmap(
        connection,
        'geocode/regeo',
        { location: `${lng.toFixed(6)},${lat.toFixed(6)}` },
        reverseGeocodeAnswerSchema,
        'addressLookupUnavailable',
      );
      const component = answer.regeocode.addressComponent;
      const city = (await citiesOfAdcodes(deps.db, [component.adcode])).get(component.adcode);
      return {
        formattedAddress: answer.regeocode.formatted_address,
        addressComponent: {
          province: component.province,
          city: component.city || component.province,
          district: component.district,
          township: component.township,
        },
        cityId: city?.id ?? null,
      };
    },
  };
}

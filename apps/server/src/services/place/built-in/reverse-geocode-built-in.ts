import type { ReverseGeocodeResponse } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, PlaceKind } from '../../../db/database-schema';
import { nearestCity } from '../../city/locate-city';
import { haversineMetres } from '../../geo/haversine-metres';
import { cityFullName } from '../city-full-name';
import type { GeoPoint } from '../place-provider';

/**
 * The index has no district borders. A place this close is most likely in its own district (a big
 * district's centre can be further away than a neighbour's); further out, the nearest district centre.
 */
const NEARBY_PLACE_RADIUS_M = 5000;
/** The index holds a few towns per district: one further than this would name the wrong township. */
const TOWN_RADIUS_M = 3000;

/** The place of the city (of `kind`, in `district`, when given) whose point is nearest to `point`. */
function nearestPlace(
  db: Kysely<DatabaseSchema>,
  point: GeoPoint,
  where: { cityId: number; kind?: PlaceKind; district?: string },
) {
  let query = db.selectFrom('place').select(['name', 'district', 'lng', 'lat']).where('city_id', '=', where.cityId);
  if (where.kind) query = query.where('kind', '=', where.kind);
  if (where.district !== undefined) query = query.where('district', '=', where.district);
  return query
    .orderBy(sql`location <-> point(${point.lng}, ${point.lat})`)
    .limit(1)
    .executeTakeFirst();
}

/** The district of `point` in the city: that of a place within {@link NEARBY_PLACE_RADIUS_M}, else the nearest centre; '' when the index has none. */
async function districtAt(db: Kysely<DatabaseSchema>, point: GeoPoint, cityId: number): Promise<string> {
  const nearby = await nearestPlace(db, point, { cityId });
  if (nearby && haversineMetres(point, nearby) <= NEARBY_PLACE_RADIUS_M) return nearby.district;
  return (await nearestPlace(db, point, { cityId, kind: 'district' }))?.name ?? '';
}

/**
 * Reverse geocoding from the built-in index: the city with the nearest centre, the district of the point
 * in that city (see {@link districtAt}) and the nearest town of that district within {@link TOWN_RADIUS_M}.
 * Names as a maps service writes them: city '上海市', formattedAddress '上海市闵行区七宝镇' (the province
 * first when it is not the city itself: '四川省成都市成华区').
 */
export async function reverseGeocodeBuiltIn(db: Kysely<DatabaseSchema>, point: GeoPoint): Promise<ReverseGeocodeResponse> {
  const city = await nearestCity(db, point.lng, point.lat);
  const cityId = city.id;
  const district = await districtAt(db, point, cityId);
  const town = district ? await nearestPlace(db, point, { cityId, kind: 'town', district }) : undefined;
  const township = town && haversineMetres(point, town) <= TOWN_RADIUS_M ? town.name : '';
  const cityName = cityFullName(city);
  const province = city.province === cityName ? '' : city.province;
  return {
    formattedAddress: `${province}${cityName}${district}${township}`,
    addressComponent: { province: city.province, city: cityName, district, township },
    cityId,
  };
}

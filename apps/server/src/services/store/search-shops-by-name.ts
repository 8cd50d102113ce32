import { NAME_SEARCH_LIMIT, type EndpointParams, type Shop, type storeSearchByNameEndpoint } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { likeLiteral } from '../like-literal';
import { selectShopRows } from './select-shop-rows';
import { toShop } from './to-shop';

/** Shops on sale in `cityId` whose name, English name or address contains the term `name` (case-insensitive); inventory as of `now` (ms). */
export async function searchShopsByName(
  db: Kysely<DatabaseSchema>,
  query: EndpointParams<typeof storeSearchByNameEndpoint>,
  now: number,
): Promise<Shop[]> {
  const contains = `%${likeLiteral(query.name)}%`;
  const rows = await selectShopRows(db, now)
    .where('s.city_id', '=', query.cityId)
    .where((where) => where.or([where('s.name', 'ilike', contains), where('s.en', 'ilike', contains), where('s.address', 'ilike', contains)]))
    .orderBy('s.score', 'desc')
    .orderBy('s.id')
    .limit(NAME_SEARCH_LIMIT)
    .execute();
  return rows.map(toShop);
}

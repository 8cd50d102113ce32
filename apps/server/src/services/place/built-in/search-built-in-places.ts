import type { Place, PlaceSearchResponse } from '@luggage/api/contract';
import { PLACE_SEARCH_PAGE_SIZE } from '@luggage/domain/search';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { likeLiteral } from '../../like-literal';
import { districtOf } from '../district-of';
import type { PlaceSearchQuery } from '../place-provider';
import { placeResult } from '../place-result';

/** The keywords as each kind of column is compared with them. */
interface SearchTerms {
  /** Lower case, for names, English names and addresses. */
  text: string;
  /** Lower-case letters and digits only, for pinyin and initials ('Ren Min' → 'renmin'); '' when none. */
  key: string;
}

/** The columns of one table a result is matched on, as lower-case SQL expressions. */
interface MatchColumns {
  name: RawBuilder<string>;
  /** English name without apostrophes, as the contract strips them from the keywords. */
  en: RawBuilder<string>;
  pinyin: RawBuilder<string>;
  initials: RawBuilder<string>;
  /** Matched by containment only and never ranked: every shop's address starts with its city. */
  address?: RawBuilder<string>;
}

/** Which side of the searched city: its own results, or the other cities' ones. */
interface CityScope {
  cityId: number;
  isInCity: boolean;
}

const PLACE_SOURCE = 0;
const SHOP_SOURCE = 1;

const matchColumns = (alias: 'p' | 's', withAddress: boolean): MatchColumns => ({
  name: sql<string>`lower(${sql.ref(`${alias}.name`)})`,
  en: sql<string>`lower(replace(${sql.ref(`${alias}.en`)}, '''', ''))`,
  pinyin: sql<string>`${sql.ref(`${alias}.pinyin`)}`,
  initials: sql<string>`${sql.ref(`${alias}.initials`)}`,
  ...(withAddress ? { address: sql<string>`lower(${sql.ref(`${alias}.address`)})` } : {}),
});

const anyOf = (conditions: RawBuilder<SqlBool>[]) => sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;

/** Names, English names (and addresses) containing the keywords; pinyin containing them; initials starting with them. */
function matchCondition(columns: MatchColumns, terms: SearchTerms): RawBuilder<SqlBool> {
  const contains = `%${likeLiteral(terms.text)}%`;
  return anyOf([
    sql`${columns.name} LIKE ${contains}`,
    sql`${columns.en} LIKE ${contains}`,
    ...(columns.address ? [sql<SqlBool>`${columns.address} LIKE ${contains}`] : []),
    ...(terms.key ? [sql<SqlBool>`${columns.pinyin} LIKE ${`%${terms.key}%`}`, sql<SqlBool>`${columns.initials} LIKE ${`${terms.key}%`}`] : []),
  ]);
}

/** 0 when a name key equals the keywords, 1 when one starts with them, 2 for any other match. */
function matchRank(columns: MatchColumns, terms: SearchTerms): RawBuilder<number> {
  const prefix = `${likeLiteral(terms.text)}%`;
  const keyed = terms.key ? [columns.pinyin, columns.initials] : [];
  const exact = anyOf([
    sql`${columns.name} = ${terms.text}`,
    sql`${columns.en} = ${terms.text}`,
    ...keyed.map((column) => sql<SqlBool>`${column} = ${terms.key}`),
  ]);
  const startsWith = anyOf([
    sql`${columns.name} LIKE ${prefix}`,
    sql`${columns.en} LIKE ${prefix}`,
    ...keyed.map((column) => sql<SqlBool>`${column} LIKE ${`${terms.key}%`}`),
  ]);
  return sql<number>`CASE WHEN ${exact} THEN 0 WHEN ${startsWith} THEN 1 ELSE 2 END`;
}

/** One page of matching places and shops on one side of the city, best match first. */
async function matchPage(db: Kysely<DatabaseSchema>, terms: SearchTerms, scope: CityScope, page: number): Promise<Place[]> {
  const cityOperator = scope.isInCity ? '=' : '<>';
  const places = matchColumns('p', false);
  const shops = matchColumns('s', true);
  const matches = db
    .selectFrom('place as p')
    .where('p.city_id', cityOperator, scope.cityId)
    .where(matchCondition(places, terms))
    .select([
      sql<number>`${PLACE_SOURCE}::int`.as('source'),
      'p.id',
      'p.name',
      'p.en',
      'p.address',
      'p.district',
      'p.lng',
      'p.lat',
      'p.city_id',
      matchRank(places, terms).as('rank'),
    ])
    .unionAll(
      db
        .selectFrom('store as s')
        .where('s.removed_at', 'is', null)
        .where('s.city_id', cityOperator, scope.cityId)
        .where(matchCondition(shops, terms))
        .select([
          sql<number>`${SHOP_SOURCE}::int`.as('source'),
          's.id',
          's.name',
          's.en',
          's.address',
          sql<string>`''`.as('district'),
          's.lng',
          's.lat',
          's.city_id',
          matchRank(shops, terms).as('rank'),
        ]),
    );
  const rows = await db
    .selectFrom(matches.as('m'))
    .innerJoin('city as c', 'c.id', 'm.city_id')
    .select(['m.source', 'm.id', 'm.name', 'm.en', 'm.address', 'm.district', 'm.lng', 'm.lat', 'm.city_id', 'c.name as city_name', 'c.province'])
    .orderBy('m.rank')
    .orderBy('m.source')
    .orderBy(sql`char_length(m.name)`)
    .orderBy('m.id')
    .limit(PLACE_SEARCH_PAGE_SIZE)
    .offset((page - 1) * PLACE_SEARCH_PAGE_SIZE)
    .execute();
  return rows.map((row) => {
    const isShop = row.source === SHOP_SOURCE;
    const city = { name: row.city_name, province: row.province };
    return placeResult({
      id: `${isShop ? 'shop' : 'place'}-${row.id}`,
      name: row.name,
      en: row.en,
      address: row.address,
      district: isShop ? districtOf(row.address, city) : row.district,
      lng: row.lng,
      lat: row.lat,
      cityId: row.city_id,
      cityName: row.city_name,
    });
  });
}

/**
 * The built-in place search: places of the index and shops on sale whose Chinese name or English name
 * contains the keywords (case-insensitive), whose pinyin contains them ('renmin') or whose initials start
 * with them ('rmgc'); shops also by address. Exact matches first, then prefix matches, then the rest;
 * places before shops, shorter names first, then by id. `otherCityResults` only on an empty first page.
 */
export async function searchBuiltInPlaces(db: Kysely<DatabaseSchema>, query: PlaceSearchQuery): Promise<PlaceSearchResponse> {
  const text = query.keywords.toLowerCase();
  const terms = { text, key: text.replace(/[^a-z0-9]/g, '') };
  const results = await matchPage(db, terms, { cityId: query.cityId, isInCity: true }, query.page);
  const otherCityResults =
    query.page === 1 && results.length === 0 ? await matchPage(db, terms, { cityId: query.cityId, isInCity: false }, 1) : [];
  return { results, otherCityResults };
}

import type { Kysely, Selectable } from 'kysely';
import type { CityTable, DatabaseSchema } from '../../../db/database-schema';

/** The city fields a maps-service answer is mapped with. */
export type AdcodeCity = Pick<Selectable<CityTable>, 'id' | 'adcode' | 'name' | 'province'>;

/** The codes a district's adcode may belong to: its prefecture ('510108' → '510100'), else its municipality ('310101' → '310000'). */
const cityCodes = (adcode: string) => [`${adcode.slice(0, 4)}00`, `${adcode.slice(0, 2)}0000`];

/**
 * Our cities of AMap district adcodes, by adcode; codes of no city on our list (and empty or malformed
 * codes) are left out.
 */
export async function citiesOfAdcodes(db: Kysely<DatabaseSchema>, adcodes: string[]): Promise<Map<string, AdcodeCity>> {
  const districts = [...new Set(adcodes.filter((adcode) => /^\d{6}$/.test(adcode)))];
  if (districts.length === 0) return new Map();
  const rows = await db
    .selectFrom('city')
    .select(['id', 'adcode', 'name', 'province'])
    .where('adcode', 'in', [...new Set(districts.flatMap(cityCodes))])
    .execute();
  const byCode = new Map(rows.map((row) => [row.adcode, row]));
  return new Map(
    districts.flatMap((adcode) => {
      const city = cityCodes(adcode)
        .map((code) => byCode.get(code))
        .find((candidate) => candidate !== undefined);
      return city ? [[adcode, city] as const] : [];
    }),
  );
}

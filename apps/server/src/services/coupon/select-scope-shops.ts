import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** A shop of a listed-shops scope, as a coupon card names it. */
export interface ScopeShop {
  id: number;
  name: string;
  en: string;
}

/** The listed shops of each template of `templateIds` whose scope lists shops, by template id, in shop id order. */
export async function selectScopeShops(db: Kysely<DatabaseSchema>, templateIds: readonly number[]): Promise<Map<number, ScopeShop[]>> {
  const byTemplate = new Map<number, ScopeShop[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .selectFrom('coupon_template_store as ts')
    .innerJoin('store as s', 's.id', 'ts.store_id')
    .select(['ts.template_id', 's.id', 's.name', 's.en'])
    .where('ts.template_id', 'in', [...new Set(templateIds)])
    .orderBy('ts.template_id')
    .orderBy('s.id')
    .execute();
  for (const { template_id: templateId, ...shop } of rows) byTemplate.set(templateId, [...(byTemplate.get(templateId) ?? []), shop]);
  return byTemplate;
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { templateColumns } from './template-columns';

/** Select of coupon templates with their scope's city (see templateColumns); callers add where. */
export function selectTemplates(db: Kysely<DatabaseSchema>) {
  return db.selectFrom('coupon_template as t').leftJoin('city as ci', 'ci.id', 't.scope_city_id').select(templateColumns);
}

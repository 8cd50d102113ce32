import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * 静安区 is written "Jing'an District" in English (the pinyin apostrophe: jing-an, not jin-gan). The seed of
 * earlier releases wrote 'Jingan District' into the shops' English addresses (filled once, at the first start
 * after 0013) and the district's place; the seed now has the apostrophe, and this corrects the rows it wrote.
 */
export const jingAnSpellingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE store SET address_en = replace(address_en, 'Jingan District', ${"Jing'an District"}) WHERE address_en LIKE '%Jingan District%'`.execute(db);
    await sql`UPDATE place SET en = ${"Jing'an District"} WHERE en = 'Jingan District'`.execute(db);
  },
};

import {
  contentSectionsSchema,
  type ContentLanguage,
  type ContentPageName,
  type ContentPageResponse,
  type SupportContact,
} from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { resolveSupportMarks } from './resolve-support-marks';

/**
 * An information page in one language, with what it says about customer support resolved for `support`
 * (resolve-support-marks.ts). Status 0 'this page does not exist' when the table lacks it. The sections are
 * checked against the contract, so a bad hand edit of the table is a server error, never a malformed page.
 */
export async function getContentPage(
  db: Kysely<DatabaseSchema>,
  name: ContentPageName,
  language: ContentLanguage,
  support: SupportContact | null,
): Promise<ContentPageResponse> {
  const row = await db
    .selectFrom('content_page')
    .select(['title', 'sections', 'updated_at'])
    .where('name', '=', name)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row) throw new ApiFailure('pageNotFound');
  return {
    name,
    language,
    title: row.title,
    sections: contentSectionsSchema.parse(resolveSupportMarks(contentSectionsSchema.parse(row.sections), language, support)),
    updatedAt: row.updated_at.toISOString(),
  };
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONTENT_PAGE_NAMES,
  contentLanguageSchema,
  contentPageNameSchema,
  contentSectionsSchema,
  type ContentSection,
} from '@luggage/api/contract';
import { z } from 'zod';

/** The seed file of the information pages, in the seed-data folder. */
export const CONTENT_PAGES_FILE = 'content-pages.json';

const faqIds = (sections: ContentSection[]) =>
  sections.flatMap((section) => (section.kind === 'faq' ? section.entries.map((entry) => entry.id) : [])).join(',');

/**
 * Shape of seed-data/content-pages.json: every page of the contract exactly once per language, and each
 * page's FAQ ids identical in both languages (a '#/question?id=…' link must work in either).
 */
export const seedContentPagesSchema = z
  .array(z.object({ name: contentPageNameSchema, language: contentLanguageSchema, title: z.string().trim().min(1).max(120), sections: contentSectionsSchema }))
  .superRefine((pages, context) => {
    for (const name of CONTENT_PAGE_NAMES) {
      const versions = pages.filter((page) => page.name === name);
      const languages = versions.map((page) => page.language).sort();
      if (languages.join() !== 'en,zh-CN') context.addIssue({ code: 'custom', message: `${name} must be there once in en and once in zh-CN` });
      else if (faqIds(versions[0]!.sections) !== faqIds(versions[1]!.sections)) context.addIssue({ code: 'custom', message: `${name} has different FAQ ids in en and zh-CN` });
    }
  });

export type SeedContentPage = z.output<typeof seedContentPagesSchema>[number];

/** Reads and validates the information pages from `folder`; throws naming the problem. */
export async function loadContentPages(folder: string): Promise<SeedContentPage[]> {
  const file = join(folder, CONTENT_PAGES_FILE);
  const result = seedContentPagesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

import { z } from 'zod';
import { supportContactSchema } from './support-contact';

/**
 * The information pages the server holds (spec §2): guide = the three booking steps, help = the service
 * guide (tab 0 of #/help), questions = the FAQ (its entries are also shown one by one at #/question?id=…),
 * about, notice, rule = service rules, rule2 = storage rules, safe = the storage safety guarantee,
 * agreement = the user agreement and privacy = the privacy policy (both linked from the login's consent),
 * staffprivacy = the privacy policy for shop staff (linked from the business login's consent).
 */
export const CONTENT_PAGE_NAMES = ['guide', 'about', 'notice', 'help', 'questions', 'rule', 'rule2', 'safe', 'agreement', 'privacy', 'staffprivacy'] as const;

/** The name of an information page. */
export const contentPageNameSchema = z.enum(CONTENT_PAGE_NAMES);
export type ContentPageName = z.infer<typeof contentPageNameSchema>;

/** The languages every page is written in (the apps' UI languages). */
export const contentLanguageSchema = z.enum(['en', 'zh-CN']);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

const heading = z.string().trim().min(1).max(120);
/** Plain text paragraphs, shown in order; no markup. */
const paragraphs = z.array(z.string().trim().min(1).max(2000)).min(1).max(30);

/** A titled block of text. */
export const contentTextSectionSchema = z.object({ kind: z.literal('text'), heading, paragraphs });

/**
 * One FAQ entry. `id` is the same in every language, so '#/question?id=refund' names the same question
 * in English and Chinese.
 */
export const faqEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(40),
  question: heading,
  answer: paragraphs,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A topic of the FAQ ('refunds and cancelling') with its questions and answers. */
export const contentFaqSectionSchema = z.object({ kind: z.literal('faq'), heading, entries: z.array(faqEntrySchema).min(1).max(30) });

/**
 * How to reach customer support, added by the server at the end of a page whose text refers to support, when a
 * support contact is configured. Never stored: the stored text marks what it says about support instead,
 * `[[support:…]]` kept only when a contact is configured and `[[nosupport:…]]` kept only when none is (a
 * paragraph left empty is dropped), so a page never sends the traveller to a support that cannot be reached.
 */
export const contentContactSectionSchema = z.object({ kind: z.literal('contact'), heading, contact: supportContactSchema });

/** One section of a page: text under a heading, a topic of questions and answers, or how to reach support. */
export const contentSectionSchema = z.discriminatedUnion('kind', [contentTextSectionSchema, contentFaqSectionSchema, contentContactSectionSchema]);
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** A page's sections in display order; FAQ entry ids are unique within the page. */
export const contentSectionsSchema = z
  .array(contentSectionSchema)
  .min(1)
  .max(50)
  .refine(
    (sections) => {
      const ids = sections.flatMap((section) => (section.kind === 'faq' ? section.entries.map((entry) => entry.id) : []));
      return new Set(ids).size === ids.length;
    },
    { message: 'FAQ entry ids must be unique within a page' },
  );

/** An information page in one language. */
export const contentPageSchema = z.object({
  name: contentPageNameSchema,
  language: contentLanguageSchema,
  title: heading,
  sections: contentSectionsSchema,
  /** When the text last changed, ISO 8601 with zone. */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

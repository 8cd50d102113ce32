import type { ContentLanguage, ContentSection, SupportContact } from '@luggage/api/contract';

/** `[[support:…]]` (kept when support can be reached) and `[[nosupport:…]]` (kept when it cannot). */
const SUPPORT_MARK = /\[\[(no)?support:([^\]]*)\]\]/g;

const CONTACT_HEADING: Record<ContentLanguage, string> = { en: 'contact customer support', 'zh-CN': '联系客服' };

/**
 * A stored page's sections as the traveller reads them (the rule is in the contract, contentContactSectionSchema):
 * each support mark resolved for `support`, paragraphs left empty dropped, and, when the text referred to support
 * and a contact is configured, a last section that says how to reach it.
 */
export function resolveSupportMarks(sections: ContentSection[], language: ContentLanguage, support: SupportContact | null): ContentSection[] {
  let refersToSupport = false;
  const resolveText = (text: string) =>
    text.replace(SUPPORT_MARK, (_mark, no: string | undefined, words: string) => {
      if (no === undefined) refersToSupport = true;
      return (no === undefined) === (support !== null) ? words : '';
    });
  const resolveParagraphs = (paragraphs: string[]) => paragraphs.map(resolveText).map((text) => text.trim()).filter((text) => text !== '');
  const resolved = sections.map((section): ContentSection => {
    if (section.kind === 'text') return { ...section, paragraphs: resolveParagraphs(section.paragraphs) };
    if (section.kind === 'faq') return { ...section, entries: section.entries.map((entry) => ({ ...entry, answer: resolveParagraphs(entry.answer) })) };
    return section;
  });
  return refersToSupport && support !== null ? [...resolved, { kind: 'contact', heading: CONTACT_HEADING[language], contact: support }] : resolved;
}

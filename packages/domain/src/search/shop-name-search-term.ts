import { normalizeSearchInput } from './normalize-search-input';

/** ASCII ', typographic ‘ ’ (what Chinese keyboards type) and full-width ＇. */
const APOSTROPHES = /['‘’＇]/g;

/**
 * The shop-name search term: every apostrophe removed (ASCII ', typographic ‘ ’, full-width ＇), then
 * left-trimmed. "McDonald’s" → 'McDonalds'; " 'Joe" → 'Joe'. Pinyin input methods insert apostrophes
 * between syllables ("xi'an"), which would otherwise never match a shop name.
 */
export function shopNameSearchTerm(text: string): string {
  return normalizeSearchInput(text.replace(APOSTROPHES, ''));
}

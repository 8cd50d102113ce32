import { normalizeSearchInput } from './normalize-search-input';

/** Whether a search should fire for this text: only when something is left after left-trimming. */
export function shouldSearch(text: string): boolean {
  return normalizeSearchInput(text).length > 0;
}

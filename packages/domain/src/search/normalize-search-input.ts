/**
 * The search text as it is sent: leading whitespace removed (including the full-width space U+3000),
 * trailing whitespace kept so typing 'west ' keeps its space.
 */
export function normalizeSearchInput(text: string): string {
  return text.trimStart();
}

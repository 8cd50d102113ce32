/** Escapes LIKE's wildcards (and the escape character) so user text matches literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

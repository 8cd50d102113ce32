/** Splits `text` around the case-insensitive occurrences of `term`, so the matches can be marked. */
export function splitByMatch(text: string, term: string): { part: string; isMatch: boolean }[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [{ part: text, isMatch: false }];
  const parts: { part: string; isMatch: boolean }[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ part: text.slice(from, at), isMatch: false });
    parts.push({ part: text.slice(at, at + needle.length), isMatch: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ part: text.slice(from), isMatch: false });
  return parts;
}

/** `text` with every occurrence of `term` in a <mark> (search results, spec §2). */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitByMatch(text, term).map(({ part, isMatch }, index) =>
        isMatch ? <mark key={index}>{part}</mark> : <span key={index}>{part}</span>,
      )}
    </>
  );
}

/** What may carry a secret in a client's message, stack or route, each with what replaces it. */
const SECRETS: readonly [RegExp, string][] = [
  // Tokens and signatures, named: token=…, userToken: "…", Sign=…, Authorization Bearer ….
  [/\b((?:user[-_]?)?token|sign|signature|authorization|access_token|ticket|openid|secret|password)(["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"'&,;)}]+/gi, '$1$2[token]'],
  [/\bbearer\s+[\w.~+/=-]{8,}/gi, 'Bearer [token]'],
  // SMS and authorisation codes after code= (a query, a form, JSON).
  [/\b(code["']?\s*[:=]\s*["']?)[\w-]+/gi, '$1[code]'],
  // Mainland mobile numbers, alone or after +86 / 86 (not inside a longer run of digits).
  [/(?<!\d)(?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/g, '[phone]'],
  // Long runs of letters and digits (session tokens, JWT parts, hashes) that are not plain words.
  [/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g, '[token]'],
];

/**
 * `text` with what may identify a person or open an account replaced: tokens and signatures (by name, and
 * long mixed letter-and-digit runs), codes after `code=` (SMS login, WeChat authorisation), mainland
 * mobile numbers (with or without +86). Used on everything a client log entry stores.
 */
export function scrubClientText(text: string): string {
  return SECRETS.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

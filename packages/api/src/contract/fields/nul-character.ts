/**
 * The field of the first text in a request (query or JSON body, nested objects and arrays included) that
 * carries a NUL character (U+0000), e.g. 'name', 'goods.0.remark' or 'body' for a bare string; undefined
 * when there is none. The contract refuses NUL in every text parameter: no field needs it, and Postgres
 * cannot store it in text. The server checks every call with this before the endpoint's own schema.
 */
export function nulCharacterField(input: unknown, path: readonly string[] = []): string | undefined {
  if (typeof input === 'string') return input.includes('\u0000') ? (path.length > 0 ? path.join('.') : 'body') : undefined;
  if (input === null || typeof input !== 'object') return undefined;
  for (const [key, value] of Object.entries(input)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.') || 'body';
    const field = nulCharacterField(value, [...path, key]);
    if (field !== undefined) return field;
  }
  return undefined;
}

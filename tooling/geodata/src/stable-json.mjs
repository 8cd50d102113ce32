/** Deterministic JSON: object keys sorted, non-integer numbers rounded (6 decimals unless told). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const normalise = (value, decimals) => {
  if (Array.isArray(value)) return value.map((item) => normalise(item, decimals));
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toFixed(decimals));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, normalise(value[key], decimals)]),
    );
  }
  return value;
};

/** Stringifies `value` deterministically; `pretty` indents by two spaces, else compact. */
export function stableStringify(value, pretty, decimals = 6) {
  return `${JSON.stringify(normalise(value, decimals), null, pretty ? 2 : undefined)}\n`;
}

/** Writes `value` as deterministic JSON to `file` (creating folders) and returns the byte size. */
export function writeStableJson(file, value, { pretty = false, decimals = 6 } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  const text = stableStringify(value, pretty, decimals);
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}

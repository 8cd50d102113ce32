/** Deterministic JSON: object keys sorted, non-integer numbers rounded to 6 decimals. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const normalise = (value) => {
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toFixed(6));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, normalise(value[key])]),
    );
  }
  return value;
};

/** Stringifies `value` deterministically; `pretty` indents by two spaces, else compact. */
export function stableStringify(value, pretty) {
  return `${JSON.stringify(normalise(value), null, pretty ? 2 : undefined)}\n`;
}

/** Writes `value` as deterministic JSON to `file` (creating folders) and returns the byte size. */
export function writeStableJson(file, value, { pretty = false } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  const text = stableStringify(value, pretty);
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}

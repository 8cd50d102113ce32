import type { DayPaths } from './wire-endpoint';

type Convert = (day: string) => string;

/** `value` with the day at each of `paths` converted by `convert`; anything that is not where a day should be stays as it is. */
function convertAt(value: unknown, paths: DayPaths, convert: Convert): unknown {
  if (paths === true) return typeof value === 'string' ? convert(value) : value;
  const elements = paths['*'];
  if (Array.isArray(value)) return elements === undefined ? value : value.map((element) => convertAt(element, elements, convert));
  if (value === null || typeof value !== 'object') return value;
  const converted: Record<string, unknown> = { ...value };
  for (const [field, inner] of Object.entries(paths)) {
    const keys = field === '*' ? Object.keys(converted) : [field];
    for (const key of keys) if (converted[key] !== undefined) converted[key] = convertAt(converted[key], inner, convert);
  }
  return converted;
}

const WIRE_DAY = /^(\d{4})(\d{2})(\d{2})$/;
const CODE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real ISO day 'yyyy-MM-dd' (not '2026-02-30'). */
function isCodeDay(day: string): boolean {
  const match = CODE_DAY.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/**
 * `value` with its days (at `paths`) in their wire form: a real day 'yyyy-MM-dd' becomes 'yyyymmdd'. A value
 * that is no such day goes as given: the server stays the one judge of a call ('invalid parameter: <field>').
 */
export function encodeDays(value: unknown, paths: DayPaths | undefined): unknown {
  return paths === undefined ? value : convertAt(value, paths, (day) => (isCodeDay(day) ? day.replaceAll('-', '') : day));
}

/** `value` with its days (at `paths`) as code reads them: 'yyyymmdd' becomes 'yyyy-MM-dd'; anything else stays as received. */
export function decodeDays(value: unknown, paths: DayPaths | undefined): unknown {
  return paths === undefined ? value : convertAt(value, paths, (day) => day.replace(WIRE_DAY, '$1-$2-$3'));
}

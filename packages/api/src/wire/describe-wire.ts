import type { z } from 'zod';
import type { SchemaDef } from '../contract/carries-codec';
import type { Endpoint } from '../contract/endpoint';
import { endpoints } from '../contract/endpoints';
import { compactDateSchema } from '../contract/fields/compact-date';
import type { DayPaths } from './wire-endpoint';

/** A request is sent as its caller gives it, so its other pipes are read on their input side; a response is read as decoded. */
type Side = 'request' | 'response';

const DAY_DECODE = (compactDateSchema._zod.def as SchemaDef).transform;

/** Both trees in one: the days either of them names. */
function merge(a: DayPaths | undefined, b: DayPaths | undefined): DayPaths | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  if (a === true || b === true) {
    if (a === true && b === true) return true;
    throw new Error('a value is a day in one form and holds days in another');
  }
  const merged: Record<string, DayPaths> = { ...a };
  for (const [field, inner] of Object.entries(b)) merged[field] = merge(merged[field], inner) as DayPaths;
  return merged;
}

/**
 * Where `schema` holds a day (compactDateSchema), undefined when it holds none. Throws, naming `at`, on a lazy
 * schema and, in a response, on any other conversion between the wire and code (a pipe, a transform): the
 * browser converts days only, so such a schema needs handling here first. A request's other pipes (a number
 * given as text, …) are read on their input side and its transforms left to the server, as the client sends
 * parameters as given.
 */
function dayPaths(schema: z.core.$ZodType, side: Side, at: string): DayPaths | undefined {
  const def = schema._zod.def as SchemaDef;
  if (def.type === 'pipe' && def.transform === DAY_DECODE) return true;
  if (side === 'request' && def.type === 'pipe' && def.in) return dayPaths(def.in, side, at);
  if (side === 'request' && def.type === 'transform') return undefined;
  if (def.type === 'pipe' || def.type === 'transform' || def.type === 'lazy') {
    throw new Error(`${at} converts with a ${def.type} the browser cannot: only a day (compactDateSchema) is converted there`);
  }
  const inner = [def.innerType, ...(def.options ?? []), def.left, def.right].reduce<DayPaths | undefined>(
    (paths, innerSchema) => (innerSchema ? merge(paths, dayPaths(innerSchema, side, at)) : paths),
    undefined,
  );
  const fields = Object.entries(def.shape ?? {}).flatMap(([field, fieldSchema]) => {
    const paths = dayPaths(fieldSchema, side, `${at}.${field}`);
    return paths === undefined ? [] : [[field, paths] as const];
  });
  const elements = [def.element, def.valueType, ...(def.items ?? []), def.rest].reduce<DayPaths | undefined>(
    (paths, element) => (element ? merge(paths, dayPaths(element, side, `${at}[*]`)) : paths),
    undefined,
  );
  let paths = inner;
  if (fields.length > 0) paths = merge(paths, Object.fromEntries(fields));
  if (elements !== undefined) paths = merge(paths, { '*': elements });
  return paths;
}

/** The wire description of one endpoint, as the generated file holds it. */
export function describeWire(endpoint: Endpoint) {
  const requestDays = dayPaths(endpoint.request, 'request', `${endpoint.name} request`);
  const responseDays = dayPaths(endpoint.response, 'response', `${endpoint.name} response`);
  return {
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    signed: endpoint.signed,
    auth: endpoint.auth,
    ...(requestDays === undefined ? {} : { requestDays }),
    ...(responseDays === undefined ? {} : { responseDays }),
  };
}

/** The source of wire-endpoints.ts: every endpoint of the contract as `<key>Wire`, typed from the contract. */
export function wireEndpointsSource(): string {
  const declarations = Object.entries(endpoints).map(
    ([key, endpoint]) => `export const ${key}Wire: WireEndpoint<Endpoints['${key}']> = ${JSON.stringify(describeWire(endpoint))};\n`,
  );
  return [
    '// Generated from the contract by `pnpm wire` (packages/api/src/wire/describe-wire.ts): do not edit.\n',
    '// Each endpoint as the browser calls it, without zod: its days are converted by convert-days.ts.\n',
    "import type { endpoints } from '../contract/endpoints';\n",
    "import type { WireEndpoint } from './wire-endpoint';\n\n",
    'type Endpoints = typeof endpoints;\n\n',
    ...declarations,
  ].join('');
}

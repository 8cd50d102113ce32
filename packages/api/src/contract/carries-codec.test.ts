import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { carriesCodec } from './carries-codec';
import { endpointList } from './endpoints';
import { compactDateSchema } from './fields/compact-date';

describe('carriesCodec', () => {
  it.each([
    ['a day', compactDateSchema, true],
    ['a string', z.string(), false],
    ['an object of plain fields', z.object({ id: z.string(), count: z.number().int() }), false],
    ['an optional day in an object', z.object({ day: compactDateSchema.optional() }), true],
    ['a day in an array of objects', z.array(z.object({ rows: z.array(z.object({ date: compactDateSchema })) })), true],
    ['a nullable object with a day', z.object({ next: z.object({ date: compactDateSchema }).nullable() }), true],
    ['a union with a day on one side', z.union([z.object({ a: z.string() }), z.object({ date: compactDateSchema })]), true],
    ['a record of days', z.record(z.string(), compactDateSchema), true],
    ['a transform', z.string().transform((text) => text.length), true],
    ['enums, literals and defaults', z.object({ kind: z.enum(['a', 'b']), v: z.literal(1), n: z.number().default(0) }), false],
  ])('%s → %s', (_name, schema, expected) => {
    expect(carriesCodec(schema)).toBe(expected);
  });

  it('finds the days in the responses that carry them and nothing in the others', () => {
    const withCodec = endpointList.filter((endpoint) => carriesCodec(endpoint.response)).map((endpoint) => endpoint.name);
    expect(withCodec).toEqual(expect.arrayContaining(['checkout', 'storeInventory', 'orderInfo', 'businessToday']));
    expect(withCodec).not.toContain('cityList');
    expect(withCodec).not.toContain('storeSearchByCoordinate');
  });
});

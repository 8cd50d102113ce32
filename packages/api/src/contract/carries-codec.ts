import type { z } from 'zod';

/** What a schema's `_zod.def` holds of the schemas inside it (zod 4), and a pipe's or codec's own parts. */
export interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  items?: readonly z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  in?: z.core.$ZodType;
  transform?: unknown;
}

const known = new WeakMap<z.core.$ZodType, boolean>();

/** The schemas directly inside `def` (an object's fields, an array's element, an optional's inner type…). */
function innerSchemas(def: SchemaDef): (z.core.$ZodType | null | undefined)[] {
  return [
    ...Object.values(def.shape ?? {}),
    def.element,
    def.innerType,
    ...(def.options ?? []),
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest,
    def.left,
    def.right,
  ];
}

/**
 * Whether `schema` converts anything between the wire and code: it holds a codec (a day, see
 * compactDateSchema) or another pipe anywhere inside (a lazy schema counts as one, unread). Content of a
 * schema without one is the same in both forms, so a production answer skips encoding and decoding it
 * (most endpoints). Remembered per schema.
 */
export function carriesCodec(schema: z.core.$ZodType): boolean {
  const remembered = known.get(schema);
  if (remembered !== undefined) return remembered;
  const def = schema._zod.def as SchemaDef;
  const result = def.type === 'pipe' || def.type === 'lazy' || innerSchemas(def).some((inner) => inner != null && carriesCodec(inner));
  known.set(schema, result);
  return result;
}

import { z } from 'zod';
import type { Endpoint, EndpointInput } from '../contract/endpoint';

/** The codec a request field is (a day, see compactDateSchema), optional or nullable too; undefined for any other field. */
function codecOf(field: z.core.$ZodType | undefined): z.ZodCodec | undefined {
  if (field instanceof z.ZodCodec) return field;
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable) return codecOf(field.unwrap());
  return undefined;
}

/**
 * A call's parameters in their wire form: a parameter whose field of the endpoint's request schema is a
 * codec is encoded by it (a day 'yyyy-MM-dd' becomes 'yyyymmdd', see compactDateSchema); every other goes
 * exactly as given, as it always has (requests that are not objects, unions of shapes, carry no codec).
 * The client never refuses parameters: a day that does not encode goes as given too, so the server stays
 * the one judge of a call (the session first, then 'invalid parameter: <field>').
 */
export function encodeParams<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Record<string, unknown> {
  const params = (input ?? {}) as Record<string, unknown>;
  const request: z.ZodType = endpoint.request;
  if (!(request instanceof z.ZodObject)) return params;
  const fields = request.shape as Record<string, z.core.$ZodType | undefined>;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const encoded = codecOf(fields[key])?.safeEncode(value);
      return [key, encoded?.success ? encoded.data : value];
    }),
  );
}

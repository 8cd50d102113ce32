import { z } from 'zod';
import type { Endpoint, EndpointInput } from '../contract/endpoint';

/** `value` as `schema` encodes it, or as given when it does not encode (a value the server will refuse, a one-way transform). */
function encodedOrGiven(schema: z.ZodType, value: unknown): unknown {
  try {
    const encoded = schema.safeEncode(value);
    return encoded.success ? encoded.data : value;
  } catch (error) {
    if (error instanceof z.core.$ZodEncodeError) return value;
    throw error;
  }
}

/**
 * A call's parameters in their wire form: each one encoded by its field of the endpoint's request schema (a
 * day 'yyyy-MM-dd' becomes 'yyyymmdd', see compactDateSchema), a request that is not an object as a whole.
 * The client never refuses parameters: one that does not encode goes as given, so the server stays the one
 * judge of a call (the session first, then 'invalid parameter: <field>' naming the same field as ever).
 */
export function encodeParams<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Record<string, unknown> {
  const params = (input ?? {}) as Record<string, unknown>;
  const request: z.ZodType = endpoint.request;
  if (!(request instanceof z.ZodObject)) return encodedOrGiven(request, params) as Record<string, unknown>;
  const fields = request.shape as Record<string, z.ZodType | undefined>;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, fields[key] ? encodedOrGiven(fields[key], value) : value]));
}

import { z } from 'zod';
import type { Endpoint, EndpointContent } from './endpoint';

/** The error of content the endpoint's response schema refuses, naming the endpoint and every mismatch. */
function refusedContent(endpoint: Endpoint, error: z.ZodError): Error {
  return new Error(`${endpoint.name} (${endpoint.method} ${endpoint.path}) answered content its response schema refuses:\n${z.prettifyError(error)}`);
}

/**
 * A success's `content` as it goes on the wire: encoded with the endpoint's response schema (its codecs turn
 * code's values into their wire form, e.g. a day 'yyyy-MM-dd' into 'yyyymmdd'), then checked as a client
 * decodes it after JSON (dates become text, undefined fields disappear). Throws an error naming the endpoint
 * and every mismatch. The server (outside production) and the MSW mocks call it, so neither can answer what
 * the contract does not allow.
 */
export function encodeWireContent<E extends Endpoint>(endpoint: E, content: EndpointContent<E>): unknown {
  const encoded = endpoint.response.safeEncode(content);
  if (!encoded.success) throw refusedContent(endpoint, encoded.error);
  const onTheWire: unknown = encoded.data === undefined ? undefined : JSON.parse(JSON.stringify(encoded.data));
  const received = endpoint.response.safeParse(onTheWire);
  if (!received.success) throw refusedContent(endpoint, received.error);
  return encoded.data;
}

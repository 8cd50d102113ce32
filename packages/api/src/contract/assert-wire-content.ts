import { z } from 'zod';
import type { Endpoint } from './endpoint';

/**
 * Checks a success's `content` as a client receives it (through JSON: dates become text, undefined fields
 * disappear) against the endpoint's response schema, and throws an error naming the endpoint and every
 * mismatch. The server (outside production) and the MSW mocks call it, so neither can answer what the
 * contract does not allow.
 */
export function assertWireContent(endpoint: Endpoint, content: unknown): void {
  const onTheWire: unknown = content === undefined ? undefined : JSON.parse(JSON.stringify(content));
  const result = endpoint.response.safeParse(onTheWire);
  if (!result.success) {
    throw new Error(`${endpoint.name} (${endpoint.method} ${endpoint.path}) answered content its response schema refuses:\n${z.prettifyError(result.error)}`);
  }
}

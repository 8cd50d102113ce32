import { carriesCodec } from '../contract/carries-codec';
import type { Endpoint, EndpointContent } from '../contract/endpoint';

/**
 * A success's content as code reads it: decoded with the endpoint's response schema (a day 'yyyymmdd'
 * becomes 'yyyy-MM-dd', see compactDateSchema). The client never refuses a success: content the schema
 * refuses (a newer server, a server bug) is handed on as received, and so is the content of a schema that
 * converts nothing (carriesCodec), without reading it.
 */
export function decodeContent<E extends Endpoint>(endpoint: E, content: unknown): EndpointContent<E> {
  if (!carriesCodec(endpoint.response)) return content as EndpointContent<E>;
  const decoded = endpoint.response.safeDecode(content);
  return (decoded.success ? decoded.data : content) as EndpointContent<E>;
}

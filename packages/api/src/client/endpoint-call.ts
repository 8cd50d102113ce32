import type { Endpoint, EndpointInput } from '../contract/endpoint';
import { decodeContent } from './decode-content';
import { encodeParams } from './encode-params';
import type { SignedCall } from './signed-request';

/**
 * The signed call for a contract endpoint and its parameters: GET parameters go to the query string,
 * POST parameters to the JSON body, both in their wire form (see encodeParams); the answer's content is
 * decoded (see decodeContent). Resource files use it so paths, methods and wire forms come from the contract.
 */
export function endpointCall<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): SignedCall {
  const values = encodeParams(endpoint, input);
  const decode = (content: unknown) => decodeContent(endpoint, content);
  return endpoint.method === 'GET'
    ? { method: 'GET', path: endpoint.path, params: values as SignedCall['params'], decode }
    : { method: 'POST', path: endpoint.path, body: values, decode };
}

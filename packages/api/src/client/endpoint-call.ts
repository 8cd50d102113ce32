import type { Endpoint, EndpointInput } from '../contract/endpoint';
import type { SignedCall } from './signed-request';

/**
 * The signed call for a contract endpoint and its parameters: GET parameters go to the query string,
 * POST parameters to the JSON body. Resource files use it so paths and methods come from the contract.
 */
export function endpointCall<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): SignedCall {
  const values = (input ?? {}) as Record<string, unknown>;
  return endpoint.method === 'GET'
    ? { method: 'GET', path: endpoint.path, params: values as SignedCall['params'] }
    : { method: 'POST', path: endpoint.path, body: values };
}

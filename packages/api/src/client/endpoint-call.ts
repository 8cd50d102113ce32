import type { EndpointContent, EndpointInput, Endpoint } from '../contract/endpoint';
import { decodeDays, encodeDays } from '../wire/convert-days';
import type { WireEndpoint } from '../wire/wire-endpoint';
import type { SignedCall } from './signed-request';

/**
 * The signed call for an endpoint (its wire description, see wire-endpoints.ts) and its parameters: GET
 * parameters go to the query string, POST parameters to the JSON body, both with their days in wire form
 * ('yyyymmdd'); the answer's days are decoded ('yyyy-MM-dd'), see convert-days.ts. The client never refuses
 * parameters nor a success: what is not a day where one should be goes, or is handed on, as it is. Resource
 * files use it so paths, methods and wire forms come from the contract, without loading its zod schemas.
 */
export function endpointCall<E extends Endpoint>(endpoint: WireEndpoint<E>, input: EndpointInput<E>): SignedCall {
  const values = encodeDays(input ?? {}, endpoint.requestDays) as Record<string, unknown>;
  const decode = (content: unknown) => decodeDays(content, endpoint.responseDays) as EndpointContent<E>;
  return endpoint.method === 'GET'
    ? { method: 'GET', path: endpoint.path, params: values as SignedCall['params'], decode }
    : { method: 'POST', path: endpoint.path, body: values, decode };
}

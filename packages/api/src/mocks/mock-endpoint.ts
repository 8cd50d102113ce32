import { http, HttpResponse, type HttpHandler } from 'msw';
import { assertWireContent } from '../contract/assert-wire-content';
import type { Endpoint, EndpointContent } from '../contract/endpoint';

/** What a mocked endpoint answers: content for `{status: 1}`, or an error envelope / HTTP status. */
export type MockAnswer<E extends Endpoint> =
  | { content: EndpointContent<E> }
  | { errorMsg: string }
  | { httpStatus: 401 | 404 | 500 };

/**
 * An MSW handler for a contract endpoint (path and method from the contract), for component tests and
 * Storybook. The answer may depend on the request's parameters (query for GET, JSON body for POST).
 * Content must match the endpoint's response schema, so a test or story cannot mock an answer the server
 * never gives: a fixed answer that does not throws here, a computed one when the request comes (MSW then
 * answers HTTP 500 and logs the error).
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  answer: MockAnswer<E> | ((params: Record<string, unknown>) => MockAnswer<E>),
): HttpHandler {
  const checked = (result: MockAnswer<E>) => {
    if ('content' in result) assertWireContent(endpoint, result.content);
    return result;
  };
  let answerTo: (params: Record<string, unknown>) => MockAnswer<E>;
  if (typeof answer === 'function') {
    answerTo = (params) => checked(answer(params));
  } else {
    const fixed = checked(answer);
    answerTo = () => fixed;
  }
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(`*${endpoint.path}`, async ({ request }) => {
    const params =
      endpoint.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : ((await request.json()) as Record<string, unknown>);
    const result = answerTo(params);
    if ('httpStatus' in result) return HttpResponse.json({ status: 0 }, { status: result.httpStatus });
    if ('errorMsg' in result) return HttpResponse.json({ status: 0, errorMsg: result.errorMsg });
    return HttpResponse.json({ status: 1, content: result.content });
  });
}

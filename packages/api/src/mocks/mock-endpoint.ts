import { http, HttpResponse, type HttpHandler } from 'msw';
import { encodeWireContent } from '../contract/encode-wire-content';
import type { Endpoint, EndpointContent } from '../contract/endpoint';
import { catalogueCodeOf } from '../contract/error-messages';

/**
 * What a mocked endpoint answers: content (as code has it, days 'yyyy-MM-dd') for `{status: 1}`, or an
 * error envelope (with the errorCode of the message when it is a catalogue text, as the server sends it) /
 * HTTP status.
 */
export type MockAnswer<E extends Endpoint> =
  | { content: EndpointContent<E> }
  | { errorMsg: string }
  | { httpStatus: 401 | 404 | 500 };

/**
 * An MSW handler for a contract endpoint (path and method from the contract), for component tests and
 * Storybook. The answer may depend on the request's parameters as sent (query for GET, JSON body for POST:
 * the wire form, days 'yyyymmdd'). Content is given as code has it and goes on the wire as the server
 * sends it (encodeWireContent: days become 'yyyymmdd'); it must match the endpoint's response schema, so a
 * test or story cannot mock an answer the server never gives: a fixed answer that does not throws here, a
 * computed one when the request comes (MSW then answers HTTP 500 and logs the error).
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  answer: MockAnswer<E> | ((params: Record<string, unknown>) => MockAnswer<E>),
): HttpHandler {
  // Encoded content is no longer what code has: an answer of no endpoint in particular.
  const onTheWire = (result: MockAnswer<E>): MockAnswer<Endpoint> => ('content' in result ? { content: encodeWireContent(endpoint, result.content) } : result);
  let answerTo: (params: Record<string, unknown>) => MockAnswer<Endpoint>;
  if (typeof answer === 'function') {
    answerTo = (params) => onTheWire(answer(params));
  } else {
    const fixed = onTheWire(answer);
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
    if ('errorMsg' in result) {
      // The server sends the message's catalogue code with it: a mock knows the message.
      const errorCode = catalogueCodeOf(result.errorMsg);
      return HttpResponse.json({ status: 0, errorMsg: result.errorMsg, ...(errorCode ? { errorCode } : {}) });
    }
    return HttpResponse.json({ status: 1, content: result.content });
  });
}

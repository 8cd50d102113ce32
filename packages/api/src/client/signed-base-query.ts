import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from '../errors';
import { sessionAreaForHash, type SessionState } from '../session';
import { resolveApiOrigin, type ApiHosts } from './api-origin';
import { interpretResponse } from './interpret-response';
import { buildSignedRequest, type SignedCall } from './signed-request';

/** Where the base query reads the page's environment; tests pass their own. */
export interface SignedBaseQueryOptions {
  hosts?: ApiHosts;
  now?: () => number;
  fetch?: typeof fetch;
}

/**
 * The one baseQuery of the app's API: signs every call, sends the session of the current area
 * (business when the hash starts with #/bussiness), decodes a success's content with the call's `decode`,
 * and maps failures to the error catalogue.
 * Side effects of errors (401 logout and redirect, network toast) belong to the app's listeners.
 */
export function createSignedBaseQuery(
  options: SignedBaseQueryOptions = {},
): BaseQueryFn<SignedCall, unknown, ApiError> {
  return async (call, api) => {
    const state = api.getState() as { session: SessionState };
    const area = sessionAreaForHash(window.location.hash);
    const session = state.session[area];
    const { url, init } = buildSignedRequest(call, {
      origin: resolveApiOrigin(window.location, options.hosts),
      userAgent: navigator.userAgent,
      uniq: state.session.uniq,
      now: (options.now ?? Date.now)(),
      language: document.documentElement.lang || navigator.language,
      session,
    });
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { ...init, signal: api.signal });
    } catch {
      return { error: { code: 'networkError' } };
    }
    const outcome = await interpretResponse(call.path, response);
    return 'data' in outcome && call.decode ? { data: call.decode(outcome.data) } : outcome;
  };
}

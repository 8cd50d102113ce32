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
  /** Told of every call that failed (not the ones RTK Query aborted itself): the client log reports them. */
  onFailure?: (failure: ApiCallFailure) => void;
}

/** A failed call as the base query saw it: the contract path and the catalogued error. */
export interface ApiCallFailure {
  path: string;
  error: ApiError;
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
    const failed = (error: ApiError) => {
      if (!api.signal.aborted) options.onFailure?.({ path: call.path, error });
      return { error };
    };
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { ...init, signal: api.signal });
    } catch {
      return failed({ code: 'networkError' });
    }
    const outcome = await interpretResponse(call.path, response);
    if ('error' in outcome) return failed(outcome.error);
    return call.decode ? { data: call.decode(outcome.data) } : outcome;
  };
}

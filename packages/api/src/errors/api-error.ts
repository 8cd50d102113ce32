import type { ErrorMessageCode } from '../contract/error-messages';

/**
 * The client's error catalogue (spec §8). Every failed call ends as one of these codes; the UI turns
 * the code into text with the 'api' i18n namespace, or shows the server's own `message` when it sent one.
 */
export type ApiErrorCode =
  /** HTTP 401: the session is gone; the app shows a toast, logs out and goes to the login page. */
  | 'tokenExpired'
  /** HTTP 404 on the shop-info path. */
  | 'shopNotFound'
  /** Any other non-200 HTTP status. */
  | 'requestError'
  /** HTTP 200 with a falsy status and no errorMsg. */
  | 'statusFalsy'
  /** fetch itself failed: offline, DNS, connection refused. */
  | 'networkError';

/** What a failed query or mutation yields as its `error`. */
export interface ApiError {
  code: ApiErrorCode;
  /** HTTP status when a response arrived. */
  httpStatus?: number;
  /** The server's errorMsg (already in the request's language), shown instead of the catalogue text. */
  message?: string;
  /** The server's errorCode: which catalogued refusal it was, for screens that answer one differently. */
  serverCode?: ErrorMessageCode;
}

/** Type guard for errors coming out of RTK Query hooks. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && typeof (error as ApiError).code === 'string';
}

/**
 * True when the server refused with the catalogue's `code` (the envelope's errorCode), for refusals a
 * screen answers differently, such as 'amountChanged' (fetch the new amount).
 */
export function isApiErrorOf(error: unknown, code: ErrorMessageCode): boolean {
  return isApiError(error) && error.serverCode === code;
}

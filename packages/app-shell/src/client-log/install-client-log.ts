import { buildSignedRequest, endpointCall, observeApiFailures, resolveApiOrigin, type ApiCallFailure, type ApiHosts } from '@luggage/api/client';
import type { ClientLogEntry } from '@luggage/api/contract';
import { clientLogWire } from '@luggage/api/wire';
import { clientLogRoute } from './client-log-route';
import { createClientLogQueue, type ClientLogQueueOptions } from './create-client-log-queue';

/** What {@link installClientLog} reports for, and how it reaches the server. */
export interface ClientLogSetup {
  app: 'consumer' | 'business';
  /** The version the app was built as (VITE_BUILD_VERSION). */
  build: string;
  hosts: ApiHosts;
  /** The device id the app signs its calls with (the session state's uniq). */
  uniq: () => string;
  /** The global fetch unless given (tests record what is sent). */
  fetch?: typeof fetch;
  /** The page's window unless given. */
  window?: Window;
  queue?: Omit<ClientLogQueueOptions, 'send'>;
}

/** The message of a thrown value or rejection reason, and its stack when it has one. */
function described(value: unknown, fallback: string): Pick<ClientLogEntry, 'message' | 'stack'> {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, ...(value.stack ? { stack: value.stack } : {}) };
  return { message: typeof value === 'string' ? value : fallback };
}

/** A failed API call as a log message: path, catalogue code, HTTP status and the server's errorCode (never its text). */
function apiFailureMessage({ path, error }: ApiCallFailure): string {
  return [path, error.code, error.httpStatus === undefined ? '' : `HTTP ${error.httpStatus}`, error.serverCode ?? ''].filter(Boolean).join(' ');
}

/**
 * Sends the page's client errors to POST /api/user/log/: uncaught errors, unhandled rejections and failed
 * API calls (but the 401 of an expired session, which the app handles), each with the hash route (see
 * clientLogRoute) and when it happened, in batches (createClientLogQueue). When the page is hidden or left,
 * what waits goes at once with fetch's `keepalive` (a beacon cannot carry the signing headers). The log's
 * own calls go around the API's base query, so a failing log call is never logged. Returns what uninstalls it.
 */
export function installClientLog(setup: ClientLogSetup): () => void {
  const page = setup.window ?? window;
  const send = (entries: ClientLogEntry[], { keepalive }: { keepalive: boolean }) => {
    const { url, init } = buildSignedRequest(endpointCall(clientLogWire, { app: setup.app, build: setup.build, entries }), {
      origin: resolveApiOrigin(page.location, setup.hosts),
      userAgent: page.navigator.userAgent,
      uniq: setup.uniq(),
      now: Date.now(),
      language: page.document.documentElement.lang || page.navigator.language,
      session: null,
    });
    (setup.fetch ?? fetch)(url, { ...init, keepalive }).catch(() => undefined);
  };
  const queue = createClientLogQueue({ ...setup.queue, send });
  const record = (entry: Omit<ClientLogEntry, 'route' | 'at'>) => queue.record({ ...entry, route: clientLogRoute(page.location.hash), at: Date.now() });

  const onError = (event: ErrorEvent) => record({ kind: 'error', ...described(event.error, event.message || 'script error') });
  const onRejection = (event: PromiseRejectionEvent) => record({ kind: 'rejection', ...described(event.reason, 'unhandled rejection') });
  const onHidden = () => {
    if (page.document.visibilityState === 'hidden') queue.flush({ keepalive: true });
  };
  const onPageHide = () => queue.flush({ keepalive: true });
  page.addEventListener('error', onError);
  page.addEventListener('unhandledrejection', onRejection);
  page.addEventListener('pagehide', onPageHide);
  page.document.addEventListener('visibilitychange', onHidden);
  const stopApi = observeApiFailures((failure) => {
    if (failure.error.code !== 'tokenExpired') record({ kind: 'api', message: apiFailureMessage(failure) });
  });
  return () => {
    stopApi();
    page.removeEventListener('error', onError);
    page.removeEventListener('unhandledrejection', onRejection);
    page.removeEventListener('pagehide', onPageHide);
    page.document.removeEventListener('visibilitychange', onHidden);
  };
}

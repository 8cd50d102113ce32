import { isErrorMessageCode } from '../contract/error-messages';
import type { ApiError } from '../errors';

/** Paths whose 404 means "this shop does not exist or was taken off the shelves" (spec §8). */
const SHOP_INFO_PATH = /^\/api\/user\/store\/info_v[23]\/$/;

/** Whether `code` is a key of the error catalogue (an errorCode this client knows). */

/** A response body as the server's envelope may have it (any field may be missing or of another type). */
type Envelope = { status?: unknown; content?: unknown; errorMsg?: unknown; errorCode?: unknown };

/** The outcome of one call, in RTK Query's baseQuery shape. */
export type CallOutcome = { data: unknown } | { error: ApiError };

/**
 * Turns an HTTP response into data or a catalogued error (spec §8): 200 with a truthy status gives the
 * content; 200 with a falsy status gives errorMsg or 'request error!', and its errorCode when the catalogue knows it; 401 is token expiry; 404 on shop
 * info is "merchant does not exist"; HTTP 429 (a rate limit) is 'request error' carrying the envelope's errorMsg
 * and errorCode when it has them (so the toast says why and when to retry); any other status is 'request error'.
 */
export async function interpretResponse(path: string, response: Response): Promise<CallOutcome> {
  if (response.status === 401) return { error: { code: 'tokenExpired', httpStatus: 401 } };
  if (response.status === 404 && SHOP_INFO_PATH.test(path)) return { error: { code: 'shopNotFound', httpStatus: 404 } };
  if (response.status === 429) return { error: withEnvelopeMessage({ code: 'requestError', httpStatus: 429 }, await envelopeOf(response)) };
  if (response.status !== 200) return { error: { code: 'requestError', httpStatus: response.status } };
  const body = await envelopeOf(response);
  if (!body) return { error: { code: 'requestError', httpStatus: 200 } };
  if (!body.status) return { error: withEnvelopeMessage({ code: 'statusFalsy', httpStatus: 200 }, body) };
  return { data: body.content };
}

/** The response's JSON envelope, or null when its body is not JSON. */
async function envelopeOf(response: Response): Promise<Envelope | null> {
  try {
    return (await response.json()) as Envelope;
  } catch {
    return null;
  }
}

/** `error` with the envelope's errorMsg (when a non-empty text) and its errorCode (when the catalogue knows it). */
function withEnvelopeMessage(error: ApiError, body: Envelope | null): ApiError {
  if (typeof body?.errorMsg === 'string' && body.errorMsg) error.message = body.errorMsg;
  if (isErrorMessageCode(body?.errorCode)) error.serverCode = body.errorCode;
  return error;
}

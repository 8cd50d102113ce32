import { ERROR_MESSAGES, type ErrorMessageCode } from '../contract/error-messages';
import type { ApiError } from '../errors';

/** Paths whose 404 means "this shop does not exist or was taken off the shelves" (spec §8). */
const SHOP_INFO_PATH = /^\/api\/user\/store\/info_v[23]\/$/;

/** Whether `code` is a key of the error catalogue (an errorCode this client knows). */
const isCatalogueCode = (code: unknown): code is ErrorMessageCode => typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

/** The outcome of one call, in RTK Query's baseQuery shape. */
export type CallOutcome = { data: unknown } | { error: ApiError };

/**
 * Turns an HTTP response into data or a catalogued error (spec §8): 200 with a truthy status gives the
 * content; 200 with a falsy status gives errorMsg or 'request error!', and its errorCode when the catalogue knows it; 401 is token expiry; 404 on shop
 * info is "merchant does not exist"; any other status is 'request error'.
 */
export async function interpretResponse(path: string, response: Response): Promise<CallOutcome> {
  if (response.status === 401) return { error: { code: 'tokenExpired', httpStatus: 401 } };
  if (response.status === 404 && SHOP_INFO_PATH.test(path)) return { error: { code: 'shopNotFound', httpStatus: 404 } };
  if (response.status !== 200) return { error: { code: 'requestError', httpStatus: response.status } };
  let body: { status?: unknown; content?: unknown; errorMsg?: unknown; errorCode?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { error: { code: 'requestError', httpStatus: 200 } };
  }
  if (!body.status) {
    const error: ApiError = { code: 'statusFalsy', httpStatus: 200 };
    if (typeof body.errorMsg === 'string' && body.errorMsg) error.message = body.errorMsg;
    if (isCatalogueCode(body.errorCode)) error.serverCode = body.errorCode;
    return { error };
  }
  return { data: body.content };
}

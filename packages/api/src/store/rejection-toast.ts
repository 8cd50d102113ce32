import { isApiError } from '../errors';
import { toastShown } from './notices-slice';

/**
 * The toast for a refused call (spec §8: string rejections are shown as toasts): the server's errorMsg,
 * else the catalogue's text for its code, else 'request error'. Null for an expired session and a network
 * failure, which the app already announces (startApiErrorEffects), and for no error at all.
 */
export function rejectionToast(error: unknown) {
  if (error === undefined || error === null) return null;
  if (!isApiError(error)) return toastShown({ key: 'api:requestError' });
  if (error.code === 'tokenExpired' || error.code === 'networkError') return null;
  return toastShown(error.message ? { text: error.message } : { key: `api:${error.code}` });
}

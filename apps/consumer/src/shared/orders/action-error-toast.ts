import { isApiError } from '@luggage/api/errors';
import { toastShown } from '@luggage/api/store';

/**
 * The toast for a refused order action: the server's errorMsg, else the catalogue's text. Null for an
 * expired session and a network failure, which the app already announces (spec §8).
 */
export function actionErrorToast(error: unknown) {
  if (!isApiError(error)) return toastShown({ key: 'api:requestError' });
  if (error.code === 'tokenExpired' || error.code === 'networkError') return null;
  return toastShown(error.message ? { text: error.message } : { key: `api:${error.code}` });
}

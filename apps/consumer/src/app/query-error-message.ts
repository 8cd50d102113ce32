import { isApiError } from '@luggage/api/errors';
import type { TFunction } from 'i18next';

/** The text of a failed page load: the server's own message, else the catalogue's text for the error. */
export function queryErrorMessage(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.message ?? t(`api:${error.code}`);
}

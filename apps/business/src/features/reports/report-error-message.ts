import { isApiError } from '@luggage/api/errors';
import type { TFunction } from 'i18next';

/** The text of a failed load: the server's own message, else the catalogue's text for the error. */
export function reportErrorMessage(error: unknown, t: TFunction<'reports'>): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.message ?? t(`api:${error.code}`);
}

import { isApiError } from '@luggage/api/errors';
import type { TFunction } from 'i18next';

/** The text of a failed call: the server's own message (already in the UI language), else the catalogue's text. */
export function apiErrorText(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.message ?? t(`api:${error.code}`);
}

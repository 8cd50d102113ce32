import { isApiError } from '@luggage/api/errors';
import type { TFunction } from 'i18next';

/** The text of a failed call: the server's own message (already in the UI language), else the catalogue's text. */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('ui:states.error');
  return error.message ?? t(`api:${error.code}`);
}

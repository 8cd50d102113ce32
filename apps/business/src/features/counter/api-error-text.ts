import { ERROR_MESSAGES, type ErrorMessageCode } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import type { TFunction } from 'i18next';

/** The text of a failed counter call: the server's own message, else the catalogue's text for the error. */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('api:requestError');
  return error.message ?? t(`api:${error.code}`);
}

/**
 * True when the server refused with the catalogue's `code` (its errorMsg is that text in either language),
 * for the refusals the counter answers differently, such as 'amountChanged' (fetch the new amount).
 */
export function isApiErrorOf(error: unknown, code: ErrorMessageCode): boolean {
  if (!isApiError(error) || !error.message) return false;
  return Object.values<string>(ERROR_MESSAGES[code]).includes(error.message);
}

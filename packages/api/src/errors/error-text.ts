import { isApiError } from './api-error';

/**
 * The text to show for a failed call: the server's message when it sent one, else the catalogue
 * text for the code through `t` (an i18next `t` bound to the 'api' namespace), else the generic error.
 */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (typeof error === 'string') return error;
  if (isApiError(error)) return error.message ?? t(error.code);
  return t('requestError');
}

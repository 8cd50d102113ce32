import { isApiError } from '@luggage/api/errors';
import type { TFunction } from 'i18next';

/**
 * The text to show for a failed call: the server's own errorMsg (already in the request's language), else
 * the catalogue's text for the error's code ('api' namespace). Undefined when `error` is not an API error
 * (nothing failed, or a programming error), so callers choose their own fallback.
 */
export function apiErrorText(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.message ?? t(`api:${error.code}`);
}

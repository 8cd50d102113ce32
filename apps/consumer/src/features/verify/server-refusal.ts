import type { ErrorMessageCode } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { apiErrorText } from '@luggage/app-shell/i18n';
import type { TFunction } from 'i18next';

/** A refusal as a form shows it: its text, and the field it is about (undefined: said under the button). */
export interface ServerRefusal<Field extends string> {
  text: string;
  field?: Field;
}

/**
 * The server's refusal of a call in the words of the 'api' catalogue (or the server's own), placed on the
 * field whose errorCode `fieldOf` names, for the form to show inline; null without an error.
 */
export function serverRefusal<Field extends string>(error: unknown, t: TFunction, fieldOf: Partial<Record<ErrorMessageCode, Field>>): ServerRefusal<Field> | null {
  if (error === undefined) return null;
  const text = apiErrorText(error, t) ?? t('ui:states.error');
  const code = isApiError(error) ? error.serverCode : undefined;
  return { text, field: code === undefined ? undefined : fieldOf[code] };
}

import { z } from 'zod';
import { errorMessage, type ErrorMessageCode, type MessageLanguage } from './error-messages';

/** A successful response: `{ status: 1, content }`. */
export interface SuccessEnvelope<T> {
  status: 1;
  content: T;
}

/**
 * A refused or failed call: `{ status: 0, errorMsg, errorCode }`. errorMsg is for people, already in the
 * request's language; errorCode is for programs: the stable key of the message in the one catalogue
 * (ERROR_MESSAGES, e.g. 'couponExpired'), which the apps switch on — never on the text.
 */
export interface FailureEnvelope {
  status: 0;
  errorMsg: string;
  errorCode: ErrorMessageCode;
}

/** Schema of a success body whose content follows `content`. */
export function successEnvelopeSchema<T extends z.ZodType>(content: T) {
  return z.object({ status: z.literal(1), content });
}

/** Builds a success body. */
export function okEnvelope<T>(content: T): SuccessEnvelope<T> {
  return { status: 1, content };
}

/** Builds the failure body of the catalogued `code` in `language`, its `{name}` placeholders filled from `values`. */
export function failEnvelope(code: ErrorMessageCode, language: MessageLanguage, values: Record<string, string> = {}): FailureEnvelope {
  return { status: 0, errorMsg: errorMessage(code, language, values), errorCode: code };
}

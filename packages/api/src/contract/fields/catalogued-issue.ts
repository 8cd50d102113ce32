import type { z } from 'zod';
import { ERROR_MESSAGES, type ErrorMessageCode } from '../error-messages';

/**
 * The `params` of a custom zod issue that should reach the client as the catalogued refusal `code`
 * rather than as 'invalid parameter: <field>' (e.g. a wrong credit code: 'invoiceCreditCodeInvalid').
 * Use as `ctx.addIssue({ code: 'custom', path, message, params: cataloguedIssue('…') })`.
 */
export function cataloguedIssue(code: ErrorMessageCode): { errorCode: ErrorMessageCode } {
  return { errorCode: code };
}

/** The catalogued code the first issue of `error` carries (see {@link cataloguedIssue}), or undefined. */
export function cataloguedIssueCode(error: z.ZodError): ErrorMessageCode | undefined {
  const issue = error.issues[0];
  if (issue?.code !== 'custom') return undefined;
  const code: unknown = issue.params?.errorCode;
  return typeof code === 'string' && code in ERROR_MESSAGES ? (code as ErrorMessageCode) : undefined;
}

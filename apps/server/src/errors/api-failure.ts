import type { ErrorMessageCode } from '@luggage/api/contract';

/**
 * A refusal the client should see: a catalogued message (in the request's language) and the HTTP status
 * (200 for bad input and business refusals, 401, 404; 429 over a rate limit; 503 when the server is not ready). The error handler turns it into the envelope.
 */
export class ApiFailure extends Error {
  override name = 'ApiFailure';

  constructor(
    readonly code: ErrorMessageCode,
    readonly httpStatus: 200 | 401 | 404 | 429 | 503 = 200,
    readonly values: Record<string, string> = {},
    /** For the log only, never for the client, never a secret: why an outside service failed. */
    readonly reason?: string,
  ) {
    super(code);
  }

  /** Bad input: 'invalid parameter: <field>'. */
  static invalidParameter(field: string): ApiFailure {
    return new ApiFailure('invalidParameter', 200, { field });
  }

  /** An outside service (maps, SMS, payments) failed: `code`'s message for the client, `reason` for the log. */
  static unavailable(code: ErrorMessageCode, reason: string): ApiFailure {
    return new ApiFailure(code, 200, {}, reason);
  }
}

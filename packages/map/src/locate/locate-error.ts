/** Why the device position could not be read. */
export type LocateErrorCode = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/**
 * The rejection of {@link locate}. `code` is what callers branch on; `message` is for logs only
 * (show the user a translated text instead, such as the spec's 'unable to get location').
 */
export class LocateError extends Error {
  override readonly name = 'LocateError';

  constructor(
    readonly code: LocateErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

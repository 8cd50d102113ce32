/** A login code to deliver by SMS. */
export interface LoginCodeMessage {
  /** Calling code without '+' ('86'). */
  country: string;
  /** Digits only, without the country code. */
  phone: string;
  /** The 6-digit code. */
  code: string;
}

/**
 * Delivers login codes. `sendLoginCode` resolves once the provider accepted the message and throws
 * ApiFailure 'smsSendFailed' (with the reason for the log) when it did not.
 */
export interface SmsProvider {
  /** 'outbox' (the local default, readable through GET /api/dev/sms_outbox/) or a real provider. */
  readonly name: 'outbox' | 'tencent';
  sendLoginCode(message: LoginCodeMessage): Promise<void>;
}

/** Where providers write their one line per message (the server's logger). */
export interface SmsLog {
  info(fields: Record<string, string>, message: string): void;
}

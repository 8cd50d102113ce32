/** A credential WeChat issued: the value and how long it is valid, in seconds. */
export interface IssuedCredential {
  value: string;
  expiresInSeconds: number;
}

/**
 * The parts of WeChat's official-account platform the product uses: web authorisation (snsapi_base) and
 * the server APIs behind the JS-SDK and the parametric QR codes. The real adapter calls WeChat (or the
 * local simulator, tooling/wechat-sim); without WeChat settings the local one answers from the server
 * itself. Calls throw ApiFailure 'wechatCodeInvalid' for a refused code, 'wechatUnavailable' (with the
 * reason for the log, never a secret) when WeChat fails or does not answer, and {@link StaleAccessToken}
 * when WeChat no longer accepts the access token it was given.
 */
export interface WechatPlatform {
  /** The official account's app id ('wx' and 16 letters or digits). */
  readonly appId: string;
  /** WeChat's authorisation page: an absolute URL, or the local page's path on the app's own origin. */
  readonly authorizeUrl: string;
  /** The openid of the WeChat user who was given `code` (single-use, valid 5 minutes). */
  exchangeCode(code: string): Promise<string>;
  /** A new access token of the account (cgi-bin/token). */
  fetchAccessToken(): Promise<IssuedCredential>;
  /** A new jsapi ticket (cgi-bin/ticket/getticket). */
  fetchJsapiTicket(accessToken: string): Promise<IssuedCredential>;
  /** The content (a URL) of a permanent parametric QR code of the account with `scene` (qrcode/create). */
  createSceneQrcode(accessToken: string, scene: string): Promise<string>;
}

/** WeChat refused the access token (expired early, or renewed elsewhere): renew it and try once more. */
export class StaleAccessToken extends Error {
  override name = 'StaleAccessToken';
}

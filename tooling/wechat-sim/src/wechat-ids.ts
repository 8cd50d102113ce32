import { randomBytes, randomInt } from 'node:crypto';

const DIGITS = '0123456789';
const ALPHANUMERIC = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz${DIGITS}`;
const OPENID_ALPHABET = `${ALPHANUMERIC}_-`;

/** A WeChat openid: 28 characters, 'o' then 27 of [A-Za-z0-9_-] (e.g. 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'). */
export const OPENID_PATTERN = /^o[A-Za-z0-9_-]{27}$/;

function randomOf(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** Fresh identifiers shaped like WeChat's own, so a parser that is too strict or too loose shows up here. */
export const wechatIds = {
  openid: () => `o${randomOf(OPENID_ALPHABET, 27)}`,
  /** An OAuth code: 32 alphanumerics. */
  code: () => randomOf(ALPHANUMERIC, 32),
  /** access_token, refresh_token and jsapi_ticket are long opaque strings (WeChat's are 80–140 characters). */
  credential: () => randomBytes(72).toString('base64url'),
  /** 32 lower-case hex digits: header nonces and rid. */
  nonce: () => randomBytes(16).toString('hex'),
  /** The `rid` WeChat appends to an errmsg, e.g. '6551a2b3-1c2d3e4f-5a6b7c8d'. */
  rid: () => [4, 4, 4].map((bytes) => randomBytes(bytes).toString('hex')).join('-'),
  /** 'wx' + yyyyMMddHHmmss + 20 hex digits (36 characters), like 'wx201410272009395522657a690389285100'. */
  prepayId: (shanghaiDigits: string) => `wx${shanghaiDigits}${randomBytes(10).toString('hex')}`,
  /** 28 digits starting 4200, like '4200000000000000000000000001'. */
  transactionId: () => `4200${randomOf(DIGITS, 24)}`,
  /** 29 digits starting 50, like '50000000382019052709732678859'. */
  refundId: () => `50${randomOf(DIGITS, 27)}`,
  /** 'EV-' and 19 digits, like the documented 'EV-2018022511223320873'. */
  notificationId: () => `EV-${randomOf(DIGITS, 19)}`,
  /** The short link of an official-account QR code, 'http://weixin.qq.com/q/' + 20 characters. */
  qrUrl: () => `http://weixin.qq.com/q/${randomOf(ALPHANUMERIC, 20)}`,
};

import { timingSafeEqual } from 'node:crypto';
import { jssdkSignature } from '../crypto/jssdk-signature';

/**
 * What the WeChat client checks on wx.config (the bridge's preVerifyJSAPI): the appId is the account's and
 * the signature is the JS-SDK signature of the page `url` (no '#' part) with a live jsapi_ticket, the given
 * timestamp and nonceStr. Refusals carry the text after 'config:' WeChat reports.
 */
export function verifyJssdkConfig(fields: Record<string, unknown>, account: { appId: string; liveTickets: readonly string[] }): { ok: true } | { ok: false; errMsg: string } {
  const { appId, timestamp, nonceStr, signature, url } = fields;
  if (typeof appId !== 'string' || typeof timestamp !== 'string' || typeof nonceStr !== 'string' || typeof signature !== 'string' || typeof url !== 'string') {
    return { ok: false, errMsg: 'invalid signature' };
  }
  if (appId !== account.appId) return { ok: false, errMsg: 'invalid appid' };
  if (url.includes('#')) return { ok: false, errMsg: 'invalid url' };
  const given = Buffer.from(signature, 'utf8');
  const matches = account.liveTickets.some((ticket) => {
    const expected = Buffer.from(jssdkSignature({ ticket, nonceStr, timestamp, url }), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return matches ? { ok: true } : { ok: false, errMsg: 'invalid signature' };
}

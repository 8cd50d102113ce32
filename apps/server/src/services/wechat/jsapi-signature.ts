import { createHash } from 'node:crypto';

/**
 * The JS-SDK's `wx.config` signature: SHA-1 (lower-case hex) of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in that sorted order, values as they are). `url`
 * is the page's URL without its '#' part; `timestamp` in seconds.
 */
export function jsapiSignature(fields: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${fields.url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

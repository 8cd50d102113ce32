import { createHash } from 'node:crypto';

/**
 * The JS-SDK config signature: SHA-1 (lower-case hex) of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the url being the page's without its '#' part.
 */
export function jssdkSignature(fields: { ticket: string; nonceStr: string; timestamp: string; url: string }): string {
  const text = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${fields.url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

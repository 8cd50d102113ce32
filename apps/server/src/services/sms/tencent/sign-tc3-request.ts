import { createHash, createHmac } from 'node:crypto';

/** What a Tencent Cloud API 3.0 POST is signed over. */
export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product, first label of the host ('sms', 'cvm'). */
  service: string;
  host: string;
  /** Exactly the Content-Type header sent. */
  contentType: string;
  /** The JSON body exactly as sent. */
  payload: string;
  /** Seconds since epoch, the X-TC-Timestamp header. */
  timestamp: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/**
 * The Authorization header of Tencent Cloud's signature method v3 (TC3-HMAC-SHA256) for a POST to '/',
 * signing the content-type and host headers. The credential date is the UTC day of `timestamp`.
 */
export function signTc3Request(request: Tc3Request): string {
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType.toLowerCase()}\nhost:${request.host.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(request.payload),
  ].join('\n');
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const credentialScope = `${date}/${request.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${request.secretKey}`, date), request.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${request.secretId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

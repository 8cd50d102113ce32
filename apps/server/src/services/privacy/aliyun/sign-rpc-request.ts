import { createHmac } from 'node:crypto';

/**
 * Percent-encoding of Alibaba Cloud's RPC signature: UTF-8, only A–Z a–z 0–9 '-' '_' '.' '~' left as they
 * are, everything else %XX in upper case (so a space is '%20', never '+', and '*' is '%2A').
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The canonicalized query string: every parameter (without Signature), sorted by name, each name and value
 * percent-encoded, joined as name=value with '&'. It is also the form body sent with the signature.
 */
export function canonicalizeRpcParameters(parameters: Readonly<Record<string, string>>): string {
  return Object.keys(parameters)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(parameters[name] ?? '')}`)
    .join('&');
}

/**
 * The Signature parameter of an Alibaba Cloud RPC API request (SignatureMethod HMAC-SHA1, SignatureVersion
 * 1.0): Base64(HMAC-SHA1(secret + '&', method & percentEncode('/') & percentEncode(canonicalized query))).
 * `parameters` are all the request's parameters, the common ones (Action, Version, AccessKeyId, Timestamp,
 * SignatureNonce…) included.
 */
export function signRpcRequest(method: 'GET' | 'POST', parameters: Readonly<Record<string, string>>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalizeRpcParameters(parameters))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

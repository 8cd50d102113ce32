// Calls to the API signed as the apps sign them (packages/api/src/signing: Sign = MD5 of the query string or
// JSON body followed by the Timestamp header; Uniq a six-character device id; `v` added to every call).
import { createHash, randomInt } from 'node:crypto';

const md5 = (text) => createHash('md5').update(text).digest('hex');
/** A device id as the apps make one: six lower-case letters or digits. */
export const newUniq = () => Array.from({ length: 6 }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[randomInt(36)]).join('');

/** What a phone's browser sends besides the signature. */
const BROWSER_HEADERS = { 'Accept-Language': 'zh-CN', 'Accept-Encoding': 'gzip, deflate, br' };

/** The path and headers of a signed GET of `path` with `params`, as the apps send it now. */
export function signedGet(path, params, session) {
  const query = new URLSearchParams({ ...params, v: 'web' }).toString();
  const timestamp = String(Date.now());
  const headers = { ...BROWSER_HEADERS, Timestamp: timestamp, Uniq: newUniq(), Sign: md5(query + timestamp) };
  if (session) Object.assign(headers, { 'User-Token': session.token, 'User-Id': session.userId });
  return { path: `${path}?${query}`, headers };
}

/** The body and headers of a signed POST of `params` as JSON. */
export function signedPost(params, session) {
  const body = JSON.stringify({ ...params, v: 'web' });
  const timestamp = String(Date.now());
  const headers = { ...BROWSER_HEADERS, 'Content-Type': 'application/json', Timestamp: timestamp, Uniq: newUniq(), Sign: md5(body + timestamp) };
  if (session) Object.assign(headers, { 'User-Token': session.token, 'User-Id': session.userId });
  return { body, headers };
}

/**
 * One signed call to `origin`, with `headers` besides the signed ones; answers { status, json } (json null when
 * the body is not JSON) or { error }. Never throws: a refused connection is an answer too (the restart measure
 * polls through it).
 */
export async function call(origin, method, path, params = {}, session = undefined, headers = {}) {
  const request = method === 'GET' ? { ...signedGet(path, params, session), method } : { ...signedPost(params, session), path, method };
  try {
    const response = await fetch(`${origin}${request.path}`, { method, headers: { ...request.headers, ...headers }, body: request.body, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: the caller sees null.
    }
    return { status: response.status, json };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export const NEARBY_PATH = '/api/user/store/search_by_coordinate_simple/';

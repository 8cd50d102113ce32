import { describe, expect, it } from 'vitest';
import { interpretResponse } from './interpret-response';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('interpretResponse (spec §8)', () => {
  it.each([
    ['200 with status → content', '/api/user/city/list/', json(200, { status: 1, content: [1] }), { data: [1] }],
    ['200, falsy status, errorMsg', '/api/user/city/list/', json(200, { status: 0, errorMsg: 'bad' }),
      { error: { code: 'statusFalsy', httpStatus: 200, message: 'bad' } }],
    ['200, falsy status, errorMsg and a catalogued errorCode', '/api/user/order/checkout_v2/', json(200, { status: 0, errorMsg: 'this coupon has expired', errorCode: 'couponExpired' }),
      { error: { code: 'statusFalsy', httpStatus: 200, message: 'this coupon has expired', serverCode: 'couponExpired' } }],
    ['200, falsy status, an errorCode this client does not know', '/api/user/city/list/', json(200, { status: 0, errorMsg: 'new', errorCode: 'somethingNew' }),
      { error: { code: 'statusFalsy', httpStatus: 200, message: 'new' } }],
    ['200, falsy status, an errorCode of the prototype', '/api/user/city/list/', json(200, { status: 0, errorMsg: 'odd', errorCode: 'toString' }),
      { error: { code: 'statusFalsy', httpStatus: 200, message: 'odd' } }],
    ['200, falsy status, no errorMsg', '/api/user/city/list/', json(200, { status: 0 }),
      { error: { code: 'statusFalsy', httpStatus: 200 } }],
    ['401 → token expired', '/api/user/order/list_v2/', json(401, { status: 0 }), { error: { code: 'tokenExpired', httpStatus: 401 } }],
    ['404 on shop info v2', '/api/user/store/info_v2/', json(404, {}), { error: { code: 'shopNotFound', httpStatus: 404 } }],
    ['404 on shop info v3', '/api/user/store/info_v3/', json(404, {}), { error: { code: 'shopNotFound', httpStatus: 404 } }],
    ['404 elsewhere → request error', '/api/user/city/list/', json(404, {}), { error: { code: 'requestError', httpStatus: 404 } }],
    ['500 → request error', '/api/user/city/list/', json(500, {}), { error: { code: 'requestError', httpStatus: 500 } }],
    ['429 with the envelope → its errorMsg and errorCode', '/api/user/order/checkout_v2/',
      json(429, { status: 0, errorMsg: 'too many requests, please try again in 45 s', errorCode: 'tooManyRequests' }),
      { error: { code: 'requestError', httpStatus: 429, message: 'too many requests, please try again in 45 s', serverCode: 'tooManyRequests' } }],
    ['429 from a proxy, not JSON → request error', '/api/user/order/checkout_v2/', new Response('<html>', { status: 429 }),
      { error: { code: 'requestError', httpStatus: 429 } }],
    ['503 with the envelope → request error (spec §8)', '/api/user/city/list/', json(503, { status: 0, errorMsg: 'x', errorCode: 'databaseUnavailable' }),
      { error: { code: 'requestError', httpStatus: 503 } }],
    ['200 but not JSON', '/api/user/city/list/', new Response('<html>', { status: 200 }), { error: { code: 'requestError', httpStatus: 200 } }],
  ])('%s', async (_name, path, response, expected) => {
    expect(await interpretResponse(path, response)).toEqual(expected);
  });
});

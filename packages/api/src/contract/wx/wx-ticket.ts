import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/wx/ticket/ (spec §7): the parameters of the WeChat JS-SDK's `wx.config` for one page.
 *
 * `url` is the page's full URL as the browser has it (http or https, at most 1024 characters); anything
 * from '#' on is dropped before signing, as the JS-SDK requires. `signature` is the SHA-1 (hex) of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. `timestamp` is in seconds.
 *
 * The server caches the access token and the jsapi ticket with their expiry in the database and renews
 * them a few minutes early, one request at a time across all server processes. Without WeChat settings
 * the server's local WeChat answers with a ticket of its own (the JS-SDK then only works against the local
 * simulator). WeChat failing is 'wechatUnavailable'.
 */
export const wxTicketEndpoint = defineEndpoint({
  name: 'wxTicket',
  method: 'GET',
  path: '/api/wx/ticket/',
  request: z.object({ url: z.url({ protocol: /^https?$/ }).max(1024) }),
  response: z.object({ appId: z.string(), timestamp: z.number().int(), nonceStr: z.string(), signature: z.string().regex(/^[0-9a-f]{40}$/) }),
  auth: 'none',
});

export type WxTicketResponse = z.output<typeof wxTicketEndpoint.response>;

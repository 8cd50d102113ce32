import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { WECHAT_ID_PATTERN } from '../fields/wechat-id';

/** A WeChat openid (see WECHAT_ID_PATTERN). */
export const openidSchema = z.string().regex(WECHAT_ID_PATTERN);

/**
 * GET /api/user/wechat/openid/ (spec §7): exchanges the `code` WeChat's authorisation page (snsapi_base)
 * gave back for the caller's openid, and binds that openid to the caller.
 *
 * Rules:
 * - The server asks WeChat (`sns/oauth2/access_token`); a code is single-use and lives 5 minutes, so the
 *   client keeps `{openid, code}` with its session and never sends the same code twice.
 * - One openid per user per app id. A caller who comes back from another WeChat account is bound to the
 *   new one (payment must be made by the WeChat user holding the phone). An openid bound to another user
 *   is refused with 'wechatBoundToAnotherUser', never silently moved.
 * - A used, expired or invented code is 'wechatCodeInvalid'; WeChat failing or not answering is
 *   'wechatUnavailable'.
 */
export const wechatOpenidEndpoint = defineEndpoint({
  name: 'wechatOpenid',
  method: 'GET',
  path: '/api/user/wechat/openid/',
  request: z.object({ code: z.string().regex(WECHAT_ID_PATTERN) }),
  response: z.object({ openid: openidSchema }),
  auth: 'user',
});

export type WechatOpenidResponse = z.output<typeof wechatOpenidEndpoint.response>;

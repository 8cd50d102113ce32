import { wechatOpenidEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { bindWechatOpenid } from '../../services/wechat/bind-wechat-openid';

/** GET /api/user/wechat/openid/: the code's openid, bound to the caller (see bindWechatOpenid). */
export const wechatOpenidRoute = defineRoute(wechatOpenidEndpoint, async ({ params, caller, context }) => ({
  openid: await bindWechatOpenid(context, caller.userId, params.code),
}));

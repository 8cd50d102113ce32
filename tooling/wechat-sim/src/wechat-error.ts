import { wechatIds } from './wechat-ids';

/**
 * An error of the official-account APIs as WeChat answers it (HTTP 200): `{errcode, errmsg}`, the errmsg
 * ending in a request id like WeChat's ('invalid code, rid: 6551a2b3-…'). Callers must switch on errcode.
 */
export function wechatError(errcode: number, errmsg: string): { errcode: number; errmsg: string } {
  return { errcode, errmsg: `${errmsg}, rid: ${wechatIds.rid()}` };
}

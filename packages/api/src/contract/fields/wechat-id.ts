/**
 * A WeChat openid or authorisation code: letters, digits, '_' and '-' (an openid has 28 characters from
 * WeChat; up to 128 accepted). Without zod, so the session store (on every first screen) checks with it too.
 */
export const WECHAT_ID_PATTERN = /^[\w-]{1,128}$/;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/user/wechat/wx/qrcode/ (spec §7): the caller's promotion QR code.
 *
 * - `isWx=1` (inside WeChat): a parametric QR of the official account (`qrcode/create`, permanent,
 *   scene `promo_<code>`): following the account through it tells the server who brought the newcomer.
 * - `isWx=0` or absent (elsewhere): a QR of the app's link `<origin>/#/home?promo=<code>`, where origin is
 *   the page that asked (its Origin or Referer).
 *
 * `qrcode` is the image as a data URL (SVG), `content` the text it encodes, `code` the caller's promotion
 * code (6 characters, given on the first call and kept).
 */
export const wechatQrcodeEndpoint = defineEndpoint({
  name: 'wechatQrcode',
  method: 'GET',
  path: '/api/user/wechat/wx/qrcode/',
  request: z.object({ isWx: z.enum(['0', '1']).default('0') }),
  response: z.object({ qrcode: z.string().startsWith('data:image/svg+xml'), content: z.string(), code: z.string().regex(/^[0-9A-Z]{6}$/) }),
  auth: 'user',
});

export type WechatQrcodeResponse = z.output<typeof wechatQrcodeEndpoint.response>;

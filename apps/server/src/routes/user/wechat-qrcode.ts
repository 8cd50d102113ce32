import { wechatQrcodeEndpoint } from '@luggage/api/contract';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { promotionQrcode } from '../../services/wechat/promotion-qrcode';

/** The origin of the page that asked (Origin, else Referer), else this server's own. */
function appOriginOf(request: FastifyRequest): string {
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (typeof header !== 'string') continue;
    const origin = URL.parse(header)?.origin;
    if (origin && /^https?:/.test(origin)) return origin;
  }
  return `${request.protocol}://${request.host}`;
}

/** GET /api/user/wechat/wx/qrcode/: the caller's promotion QR (see promotionQrcode). */
export const wechatQrcodeRoute = defineRoute(wechatQrcodeEndpoint, ({ params, caller, context, request }) =>
  promotionQrcode(context, caller.userId, { isWx: params.isWx === '1', appOrigin: appOriginOf(request) }),
);

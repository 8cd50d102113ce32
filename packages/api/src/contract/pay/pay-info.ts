import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { orderFromSchema } from '../order/add-order';
import { openidSchema } from '../user/wechat-openid';
import { orderRequestSchema } from '../fields/order-request';

/** The payment providers behind pay/info. */
export const paymentProviderSchema = z.enum(['sandbox', 'wechat']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** What the client needs to open the provider's payment sheet. */
export const paymentSheetSchema = z.discriminatedUnion('provider', [
  z.object({
    /** The local sandbox: the app shows its own sheet and confirms with POST /api/sandbox/pay/. */
    provider: z.literal('sandbox'),
    outTradeNo: z.string().regex(/^[0-9a-f]{32}$/),
  }),
  z.object({
    /** WeChat Pay JSAPI: the parameters of WeixinJSBridge 'getBrandWCPayRequest' (v3, RSA paySign). */
    provider: z.literal('wechat'),
    appId: z.string(),
    timeStamp: z.string(),
    nonceStr: z.string(),
    package: z.string(),
    signType: z.literal('RSA'),
    paySign: z.string(),
  }),
]);
export type PaymentSheet = z.infer<typeof paymentSheetSchema>;

/**
 * GET /api/user/order/pay/info/: starts (or resumes) paying one of the caller's unpaid orders still inside
 * its hold: the amount comes from the order on the server, never the client. `order_from` as in add order.
 *
 * The WeChat provider pays as the WeChat user bound to the caller by GET /api/user/wechat/openid/, never
 * as one the client names: no bound openid is 'openidRequired'; an `openid` sent that is not the bound one
 * is 'openidMismatch' (the page holds a stale WeChat identity: authorise again).
 */
export const payInfoEndpoint = defineEndpoint({
  name: 'payInfo',
  method: 'GET',
  path: '/api/user/order/pay/info/',
  request: orderRequestSchema.extend({ openid: openidSchema.optional(), order_from: orderFromSchema.default('weixin') }),
  response: z.object({ orderId: orderIdSchema, payAmount: z.number().int().min(0), payBefore: z.string(), sheet: paymentSheetSchema }),
  auth: 'user',
});

export type PayInfoResponse = z.output<typeof payInfoEndpoint.response>;

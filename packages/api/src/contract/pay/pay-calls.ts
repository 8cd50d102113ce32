import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema, orderStatusSchema, storeStatusSchema } from '../entities/order';
import { orderFromSchema } from '../order/add-order';

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
 * its hold: the amount comes from the order on the server, never the client. `openid` is needed by the
 * WeChat provider (JSAPI pays as that WeChat user); `order_from` as in add order.
 */
export const payInfoEndpoint = defineEndpoint({
  name: 'payInfo',
  method: 'GET',
  path: '/api/user/order/pay/info/',
  request: z.object({ orderId: orderIdSchema, openid: z.string().regex(/^[\w-]{1,128}$/).optional(), order_from: orderFromSchema.default('weixin') }),
  response: z.object({ orderId: orderIdSchema, payAmount: z.number().int().min(0), payBefore: z.string(), sheet: paymentSheetSchema }),
  signed: true,
  auth: 'user',
});

/** Where an order's payment stands, as pay/result, pay/notify and pay/cancel answer. */
const payResultSchema = z.object({ orderId: orderIdSchema, status: orderStatusSchema, storeStatus: storeStatusSchema, paidAt: z.string().nullable() });
export type PayResult = z.infer<typeof payResultSchema>;

/** GET /api/user/order/pay/result/: the payment state of one of the caller's orders (polled after paying). */
export const payResultEndpoint = defineEndpoint({
  name: 'payResult',
  method: 'GET',
  path: '/api/user/order/pay/result/',
  request: z.object({ orderId: orderIdSchema }),
  response: payResultSchema,
  signed: true,
  auth: 'user',
});

/**
 * POST /api/user/order/pay/notify/: the client says the provider's sheet reported success; the server asks
 * the provider itself (never trusting the client) and applies a confirmed payment once, exactly as the
 * provider's own notification would. Answers the state afterwards.
 */
export const payNotifyEndpoint = defineEndpoint({
  name: 'payNotify',
  method: 'POST',
  path: '/api/user/order/pay/notify/',
  request: z.object({ orderId: orderIdSchema }),
  response: payResultSchema,
  signed: true,
  auth: 'user',
});

/** POST /api/user/order/pay/cancel/: gives up paying an unpaid order: status 'cancelled', its units are free at once. */
export const payCancelEndpoint = defineEndpoint({
  name: 'payCancel',
  method: 'POST',
  path: '/api/user/order/pay/cancel/',
  request: z.object({ orderId: orderIdSchema }),
  response: payResultSchema,
  signed: true,
  auth: 'user',
});

/**
 * POST /api/sandbox/pay/ (exists only while the sandbox provider is on, the default): the sandbox's payment
 * sheet confirming (or failing) a payment. The sandbox then sends our server its notification, signed with
 * the sandbox secret, exactly like a real provider.
 */
export const sandboxPayEndpoint = defineEndpoint({
  name: 'sandboxPay',
  method: 'POST',
  path: '/api/sandbox/pay/',
  request: z.object({ outTradeNo: z.string().regex(/^[0-9a-f]{32}$/), outcome: z.enum(['succeeded', 'failed']) }),
  response: z.object({ outTradeNo: z.string(), outcome: z.enum(['succeeded', 'failed']) }),
  signed: true,
  auth: 'user',
});

export type PayInfoRequest = z.input<typeof payInfoEndpoint.request>;
export type PayInfoResponse = z.output<typeof payInfoEndpoint.response>;
export type PayOrderRequest = z.input<typeof payResultEndpoint.request>;
export type SandboxPayRequest = z.input<typeof sandboxPayEndpoint.request>;

import { z } from 'zod';
import { payError, type PayAnswer } from './pay-answer';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

/** Hosts a notify_url may reach over plain http: the machine itself (WeChat allows http only on private lines). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** notify_url: https (http only to a loopback host), no query string, at most 255 characters (WeChat Pay's rule). */
export const notifyUrlSchema = z
  .string()
  .max(255)
  .refine((value) => {
    try {
      const url = new URL(value);
      const scheme = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      return scheme && url.search === '' && url.hash === '';
    } catch {
      return false;
    }
  }, 'must be an https URL (http only to a loopback host) without query');

/** The body of POST /v3/pay/transactions/jsapi (unknown fields are let through, as WeChat Pay does). */
export const jsapiOrderSchema = z.object({
  appid: z.string().min(1).max(32),
  mchid: z.string().min(1).max(32),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(/^[0-9A-Za-z_\-*|]{6,32}$/),
  time_expire: z.string().max(64).regex(RFC3339).optional(),
  attach: z.string().max(128).optional(),
  notify_url: notifyUrlSchema,
  goods_tag: z.string().max(32).optional(),
  amount: z.object({ total: z.number().int().min(1), currency: z.literal('CNY').optional() }),
  payer: z.object({ openid: z.string().min(1).max(128) }),
});

/** The body of POST /v3/refund/domestic/refunds. */
export const refundSchema = z
  .object({
    transaction_id: z.string().min(1).max(32).optional(),
    out_trade_no: z.string().min(1).max(32).optional(),
    out_refund_no: z.string().regex(/^[0-9A-Za-z_\-|*@]{1,64}$/),
    reason: z.string().max(80).optional(),
    notify_url: notifyUrlSchema.optional(),
    amount: z.object({ refund: z.number().int().min(1), total: z.number().int().min(1), currency: z.literal('CNY') }),
  })
  .refine((body) => body.transaction_id !== undefined || body.out_trade_no !== undefined, { message: 'transaction_id or out_trade_no is required', path: ['out_trade_no'] });

/** The body of POST …/close. */
export const closeSchema = z.object({ mchid: z.string().min(1).max(32) });

/** `raw` parsed with `schema`, or the 400 PARAM_ERROR WeChat Pay answers, naming the first bad field. */
export function parsePayBody<T>(schema: z.ZodType<T>, raw: string): { data: T } | { refused: PayAnswer } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { refused: payError(400, 'PARAM_ERROR', '请求的JSON格式有误', { location: 'body' }) };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('/') ?? '';
  return { refused: payError(400, 'PARAM_ERROR', `参数错误：/body/${field} ${issue?.message ?? ''}`.trim(), { field, location: 'body', issue: issue?.message }) };
}

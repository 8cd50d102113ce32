import { z } from 'zod';

/**
 * How a traveller reaches customer support, as the server is configured (SUPPORT_PHONE, SUPPORT_WECHAT_URL,
 * SUPPORT_EMAIL): a phone number to call, a WeChat customer-service link (https, e.g. WeChat Work's
 * 'https://work.weixin.qq.com/kfid/…'), an email address. Each may be null; at least one is set, otherwise the
 * server has no support contact at all and says `null` wherever this appears.
 *
 * The rule for every text of the product: customer support is mentioned only with a way to reach it. With no
 * contact configured the information pages leave out their sentences about support (see
 * {@link contentContactSectionSchema}) and the apps leave out 'contact customer support'.
 */
export const supportContactSchema = z
  .object({
    phone: z.string().regex(/^\+?\d[\d -]{3,19}$/, 'must be a phone number (digits, spaces, dashes, an optional leading +)').nullable(),
    wechatUrl: z.url({ protocol: /^https$/, error: 'must be an https:// link' }).nullable(),
    email: z.email().nullable(),
  })
  .refine((contact) => contact.phone !== null || contact.wechatUrl !== null || contact.email !== null, 'at least one way to reach support');
export type SupportContact = z.output<typeof supportContactSchema>;

import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The information pages stop sending travellers to 'online support in the app', which does not exist: what they
 * say about support is marked instead (`[[support:…]]`, `[[nosupport:…]]`; the rule is in the contract's
 * contentContactSectionSchema) and shown only as the server's support contact allows. Pages seeded before this
 * release get the same change, sentence by sentence: a sentence edited in the database since is left as it is.
 * The texts contain no quote, backslash or control character, so each is its own JSON string text.
 */
export const MARKED_SENTENCES: [before: string, after: string][] = [
  [
    'If you cannot find the shop, or it is closed, the common questions tell you what to do. For anything else, contact online support in the app.',
    'If you cannot find the shop, or it is closed, the common questions tell you what to do.[[support: For anything else, contact customer support.]]',
  ],
  [
    '找不到商户或商户未营业时，请查看常见问题中的处理方法。其他问题请联系应用内的在线客服。',
    '找不到商户或商户未营业时，请查看常见问题中的处理方法。[[support:其他问题请联系客服。]]',
  ],
  [
    'If you still cannot find it, call the shop or contact online support in the app.',
    'If you still cannot find it, call the shop[[support: or contact customer support]].',
  ],
  [
    'If you are not sure what to do, contact online support in the app.',
    '[[support:If you are not sure what to do, contact customer support.]]',
  ],
  [
    'Show the staff your order and storage voucher. If they still cannot take your luggage, call the shop or contact online support in the app: support will sort it out with the shop or help you change or cancel the order.',
    'Show the staff your order and storage voucher. If they still cannot take your luggage, call the shop[[support: or contact customer support, who will sort it out with the shop or help you change or cancel the order]][[nosupport:, or change or cancel the order in the app]].',
  ],
  [
    'If something went wrong at the shop, contact online support in the app.',
    '[[support:If something went wrong at the shop, contact customer support.]]',
  ],
  [
    'If you cannot come back in time, contact online support in the app.',
    'If you cannot come back in time, [[support:contact customer support]][[nosupport:call the shop]].',
  ],
  [
    '如果仍然找不到，请致电商户或联系应用内的在线客服。',
    '如果仍然找不到，请致电商户[[support:或联系客服]]。',
  ],
  [
    '如果不确定怎么办，请联系应用内的在线客服。',
    '[[support:如果不确定怎么办，请联系客服。]]',
  ],
  [
    '请向店员出示您的订单和寄存凭证。如果商户仍无法接收行李，请致电商户或联系应用内的在线客服：客服会与商户协调，或帮助您修改、取消订单。',
    '请向店员出示您的订单和寄存凭证。如果商户仍无法接收行李，请致电商户[[support:或联系客服：客服会与商户协调，或帮助您修改、取消订单]][[nosupport:，或在应用中修改、取消订单]]。',
  ],
  [
    '如果在商户遇到问题，请联系应用内的在线客服。',
    '[[support:如果在商户遇到问题，请联系客服。]]',
  ],
  [
    '如果无法按时返回，请联系应用内的在线客服。',
    '如果无法按时返回，请[[support:联系客服]][[nosupport:致电商户]]。',
  ],
  [
    'Questions about an order, a shop or the service? The common questions answer the most frequent ones; for anything else, contact online support in the app.',
    'Questions about an order, a shop or the service? The common questions answer the most frequent ones[[support:; for anything else, contact customer support]].',
  ],
  [
    '对订单、商户或服务有疑问？常见问题解答了大部分问题；其他问题请联系应用内的在线客服。',
    '对订单、商户或服务有疑问？常见问题解答了大部分问题[[support:；其他问题请联系客服]]。',
  ],
  [
    'we provide the booking, the payment, the storage voucher and online support, and we stand behind',
    'we provide the booking, the payment[[support:, the storage voucher and customer support]][[nosupport: and the storage voucher]], and we stand behind',
  ],
  [
    'If you cannot come back, contact online support in the app so that we can arrange it with the shop.',
    'If you cannot come back, [[support:contact customer support so that we can arrange it with the shop]][[nosupport:call the shop to arrange it]].',
  ],
  [
    '我们提供预约、支付、寄存凭证和在线客服，并提供寄存安全保障',
    '我们提供预约、支付[[support:、寄存凭证和客服]][[nosupport:和寄存凭证]]，并提供寄存安全保障',
  ],
  [
    '如果无法返回，请联系应用内的在线客服，由我们与商户协调。',
    '如果无法返回，请[[support:联系客服，由我们与商户协调]][[nosupport:致电商户协商]]。',
  ],
  [
    'Then contact online support in the app with your order, the photos and proof of value. Support looks into the claim with the shop and tells you the result and the compensation.',
    '[[support:Then contact customer support with your order, the photos and proof of value. Support looks into the claim with the shop and tells you the result and the compensation.]][[nosupport:Then make your claim to the shop with your order, the photos and proof of value; the shop tells you the result and the compensation.]]',
  ],
  [
    '然后联系应用内的在线客服，提供订单、照片和价值证明。客服会与商户核实情况，并告知您处理结果和赔偿方案。',
    '[[support:然后联系客服，提供订单、照片和价值证明。客服会与商户核实情况，并告知您处理结果和赔偿方案。]][[nosupport:然后向商户提出索赔，提供订单、照片和价值证明，商户会告知您处理结果和赔偿方案。]]',
  ],
  [
    'Contact customer service with your request; we answer within 15 working days.',
    '[[support:Contact customer support with your request]][[nosupport:Send your request to the operator of this service]]; we answer within 15 working days.',
  ],
  [
    '请联系客服提出请求，我们将在 15 个工作日内答复。',
    '[[support:请联系客服提出请求]][[nosupport:请向本服务的运营方提出请求]]，我们将在 15 个工作日内答复。',
  ],
];

export const contentSupportMarksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [before, after] of MARKED_SENTENCES) {
      await sql`UPDATE content_page SET sections = replace(sections::text, ${before}, ${after})::jsonb WHERE strpos(sections::text, ${before}) > 0`.execute(db);
    }
  },
};

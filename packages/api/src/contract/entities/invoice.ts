import { creditCodeRefusal, normalizeCreditCode } from '@luggage/domain/invoices';
import { z } from 'zod';
import { cataloguedIssue } from '../fields/catalogued-issue';

/** Whose name the invoice is made out to (发票抬头): a person, or a company with its credit code. */
export const invoiceTitleKindSchema = z.enum(['personal', 'company']);
export type InvoiceTitleKind = z.output<typeof invoiceTitleKindSchema>;

/**
 * An invoice's state: 'requested' (stored, being issued by the invoice provider), 'issued' (numbered,
 * PDF ready and emailed) or 'voided' (cancelled by a red-letter invoice: a refund of the order came after).
 */
export const invoiceStateSchema = z.enum(['requested', 'issued', 'voided']);
export type InvoiceState = z.output<typeof invoiceStateSchema>;

/** Why a voided invoice was voided: a refund of the order (or of one of its supplements) after it was asked for. */
export const invoiceVoidReasonSchema = z.enum(['refund']);

/** An optional text: trimmed, '' is absent (null), at most `max` characters. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((text) => (text ? text : null));

/** Whether `text` is an email address as zod has it. */
const isEmail = (text: string) => z.email().safeParse(text).success;

/**
 * What the traveller fills in for an invoice (POST /api/user/bill/ besides orderId), validated here for
 * the server and the form alike:
 * - `titleKind` personal or company; `title` the person's or the company's name, 1–100 characters;
 * - `creditCode` the company's unified social credit code (统一社会信用代码), required for a company
 *   ('invoiceCreditCodeRequired') and checked per GB 32100-2015 ('invoiceCreditCodeInvalid'); spaces and
 *   dashes are dropped and letters made capitals first; a personal title has none (anything sent is dropped);
 * - `email` where the invoice is sent ('invoiceEmailInvalid'), at most 254 characters;
 * - optional, as on a VAT invoice: `address` and `phone` of the buyer, `bank` and `bankAccount`
 *   (an account number: 6–34 digits, spaces dropped).
 * Optional texts come back null when absent or blank.
 */
export const invoiceFieldsSchema = z
  .object({
    titleKind: invoiceTitleKindSchema,
    title: z.string().trim().min(1).max(100),
    creditCode: z.string().max(40).optional().transform((code) => (code ? normalizeCreditCode(code) : null)),
    email: z.string().trim().max(254).refine(isEmail, { message: 'email', params: cataloguedIssue('invoiceEmailInvalid') }),
    address: optionalText(200),
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[\d\s-]{5,20})?$/)
      .optional()
      .transform((text) => (text ? text : null)),
    bank: optionalText(100),
    bankAccount: z
      .string()
      .transform((text) => text.replace(/\s/g, ''))
      .pipe(z.string().regex(/^(\d{6,34})?$/))
      .optional()
      .transform((text) => (text ? text : null)),
  })
  .transform((fields) => (fields.titleKind === 'personal' ? { ...fields, creditCode: null } : fields))
  .superRefine((fields, context) => {
    if (fields.titleKind !== 'company') return;
    if (fields.creditCode === null) {
      context.addIssue({ code: 'custom', path: ['creditCode'], message: 'creditCode', params: cataloguedIssue('invoiceCreditCodeRequired') });
    } else if (creditCodeRefusal(fields.creditCode)) {
      context.addIssue({ code: 'custom', path: ['creditCode'], message: 'creditCode', params: cataloguedIssue('invoiceCreditCodeInvalid') });
    }
  });
export type InvoiceFields = z.output<typeof invoiceFieldsSchema>;
export type InvoiceFieldsInput = z.input<typeof invoiceFieldsSchema>;

/** An order's invoice as its traveller sees it. Money in fen, tax included; times ISO 8601. */
export const invoiceSchema = z.object({
  state: invoiceStateSchema,
  /** The invoice number (20 digits) once issued; null while requested. */
  number: z.string().regex(/^\d{20}$/).nullable(),
  titleKind: invoiceTitleKindSchema,
  title: z.string(),
  /** The company's unified social credit code; null on a personal title. */
  creditCode: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  bank: z.string().nullable(),
  bankAccount: z.string().nullable(),
  /** What was really paid for the order when the invoice was asked for, fen, VAT included. */
  amount: z.number().int().positive(),
  /** The VAT rate, percent (6). */
  taxPercent: z.number().int().min(0).max(100),
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
  /** When the PDF went to `email`; null until it did. */
  emailedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: invoiceVoidReasonSchema.nullable(),
  /**
   * Where the PDF downloads, once issued (voided ones too, for the record): a URL of this server signed
   * for a short while (1–2 hours), given only to the order's traveller, as a link cannot send the
   * signed headers; null while requested.
   */
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.output<typeof invoiceSchema>;

/**
 * An order's invoice, or why none can be asked for: `amount` is what was really paid for the order (fen:
 * its payments and those of its supplementary orders, the extra days paid at the counter, less refunds);
 * `refusal` says why a request would be refused (domain invoiceRefusal: 'notCompleted', 'nothingPaid'),
 * null when it may be asked for (or has been: see `invoice`).
 */
export const invoiceInfoSchema = z.object({
  amount: z.number().int().min(0),
  refusal: z.enum(['notCompleted', 'nothingPaid']).nullable(),
  invoice: invoiceSchema.nullable(),
});
export type InvoiceInfo = z.output<typeof invoiceInfoSchema>;

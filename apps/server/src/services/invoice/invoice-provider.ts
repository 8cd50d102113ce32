import type { InvoiceTitleKind } from '@luggage/api/contract';

/** Who the invoice is made out to, as the traveller gave it. */
export interface InvoiceBuyer {
  titleKind: InvoiceTitleKind;
  title: string;
  /** The company's unified social credit code; null on a personal title. */
  creditCode: string | null;
  address: string | null;
  phone: string | null;
  bank: string | null;
  bankAccount: string | null;
}

/** What the provider is asked to issue: one storage service of `amount` fen, VAT included. */
export interface InvoiceIssueRequest {
  /** Our invoice row's id (unique: a provider may number from it). */
  invoiceId: string;
  orderId: string;
  buyer: InvoiceBuyer;
  /** What was really paid, fen, VAT included. */
  amount: number;
  /** VAT rate, percent. */
  taxPercent: number;
}

/** An issued invoice: its number, when, and its PDF. */
export interface IssuedInvoice {
  /** 20 digits. */
  number: string;
  issuedAt: Date;
  pdf: Buffer;
}

/**
 * Issues electronic invoices (电子发票). `issue` resolves with the numbered invoice and its PDF, or throws
 * when the provider failed (the invoice stays 'requested'; the caller logs it). A real e-invoice service
 * (a tax-control platform or a provider such as Baiwang or Nuonuo) sits behind the same interface.
 */
export interface InvoiceProvider {
  /** Stored with each invoice ('local', or the service's name). */
  readonly name: string;
  issue(request: InvoiceIssueRequest, now: number): Promise<IssuedInvoice>;
}

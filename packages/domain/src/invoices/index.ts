export { CREDIT_CODE_CHARACTERS, CREDIT_CODE_LENGTH, creditCodeCheckCharacter } from './credit-code';
export { creditCodeRefusal, normalizeCreditCode, type CreditCodeRefusal } from './credit-code-refusal';
export { invoiceRefusal, isInvoiceOffered, type InvoiceRefusal } from './invoice-refusal';
export { invoiceTax, STORAGE_VAT_PERCENT, type TaxSplit } from './invoice-tax';

import { shanghaiToday } from '@luggage/domain/dates';

/**
 * The number the local provider gives invoice `invoiceId` issued at `now`: 20 digits like a fully
 * digital invoice's (全电发票号码): the Shanghai year's last two digits, '99' (not a tax region: a sample),
 * then the id on 16 digits. Unique because the id is.
 */
export function localInvoiceNumber(invoiceId: string, now: number): string {
  return `${shanghaiToday(now).slice(2, 4)}99${invoiceId.padStart(16, '0')}`;
}

import type { InvoiceRefusal } from '@luggage/domain/invoices';
import { ApiFailure } from '../../errors/api-failure';

/** The catalogued error of the domain's invoice refusal: the one place the server words it. */
export function invoiceRefusalFailure(refusal: InvoiceRefusal): ApiFailure {
  switch (refusal.reason) {
    case 'notCompleted':
      return new ApiFailure('invoiceOrderNotCompleted');
    case 'nothingPaid':
      return new ApiFailure('invoiceNothingPaid');
  }
}

import type { ExtensionDaysRefusal, ExtensionRefusal } from '@luggage/domain/orders';
import { ApiFailure } from '../../../errors/api-failure';

/**
 * The catalogued error of a refused extension (the domain's extensionRefusal, or extensionDaysRefusal of
 * its new end `endTime` is the booking's current effective end): the one place the server words them.
 */
export function extensionFailure(refusal: ExtensionRefusal | ExtensionDaysRefusal, endTime: string): ApiFailure {
  switch (refusal.reason) {
    case 'supplement':
      return new ApiFailure('extensionOfSupplement');
    case 'cancelled':
      return new ApiFailure('extensionCancelled');
    case 'notPaid':
      return new ApiFailure('extensionNotPaid');
    case 'completed':
      return new ApiFailure('extensionCompleted');
    case 'applicationPending':
      return new ApiFailure('extensionApplicationPending');
    case 'endPassed':
      return new ApiFailure('extensionEndPassed', 200, { date: refusal.firstDay });
    case 'unpaidExtension':
      return new ApiFailure('extensionUnpaidPending');
    case 'notLater':
      return new ApiFailure('extensionEndNotLater', 200, { date: endTime });
    case 'tooLong':
      return ApiFailure.invalidParameter('endDate');
  }
}

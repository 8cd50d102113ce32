import type {
  ApplyCancelRefusal,
  CancelRefusal,
  CheckInRefusal,
  CheckOutRefusal,
  ReviewRefusal,
  StorageDaysRefusal,
} from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';

/** A refusal of the domain's order rules (ChangeRefusal is part of CancelRefusal). */
export type OrderRefusal = CancelRefusal | ApplyCancelRefusal | StorageDaysRefusal | ReviewRefusal | CheckInRefusal | CheckOutRefusal;

/**
 * The catalogued error of an order rule's refusal, the one place where the server words them: a traveller's
 * change, cancellation, application, change of days and review, and the counter's check-in and check-out.
 */
export function refusalFailure(refusal: OrderRefusal): ApiFailure {
  switch (refusal.reason) {
    case 'cancelled':
    case 'notPaid':
      return new ApiFailure('orderNotPaid');
    case 'stored':
      return new ApiFailure('orderAlreadyStored');
    case 'applicationPending':
      return new ApiFailure('applicationPending');
    case 'deadlinePassed':
      return new ApiFailure('cancelDeadlinePassed');
    case 'stillFree':
      return new ApiFailure('cancelStillFree');
    case 'endBeforeStart':
    case 'tooLong':
      return ApiFailure.invalidParameter('endDate');
    case 'startPassed':
      return new ApiFailure('startDatePassed');
    case 'reviewed':
    case 'notYet':
      return new ApiFailure('reviewNotAllowed');
    case 'completed':
      return new ApiFailure('orderCompleted');
    case 'inStore':
      return new ApiFailure('alreadyCheckedIn');
    case 'tooEarly':
      return new ApiFailure('checkInTooEarly', 200, { date: refusal.date });
    case 'ended':
      return new ApiFailure('bookingEnded', 200, { date: refusal.date });
    case 'notStored':
      return new ApiFailure('orderNotStored');
  }
}

/** Throws the catalogued error of `refusal` (see {@link refusalFailure}); nothing when there is none. */
export function refuse(refusal: OrderRefusal | null | undefined): void {
  if (refusal) throw refusalFailure(refusal);
}

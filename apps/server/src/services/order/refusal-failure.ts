import {
  BOOKING_MAX_DAYS_AHEAD,
  type ApplyCancelRefusal,
  type CancelRefusal,
  type CheckInRefusal,
  type CheckOutRefusal,
  type MoveRefusal,
  type ReviewRefusal,
  type StorageDaysRefusal,
  type UnpaidOrdersRefusal,
} from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';

/** A refusal of the domain's order rules (ChangeRefusal is part of CancelRefusal). */
export type OrderRefusal =
  | CancelRefusal
  | ApplyCancelRefusal
  | StorageDaysRefusal
  | ReviewRefusal
  | CheckInRefusal
  | CheckOutRefusal
  | MoveRefusal
  | UnpaidOrdersRefusal;

/**
 * The catalogued error of an order rule's refusal, the one place where the server words them: a traveller's
 * change, cancellation, application, change of days, change of shop and review, a booking over the unpaid
 * orders cap, and the counter's check-in and check-out.
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
    case 'startTooFar':
      return new ApiFailure('startDateTooFar', 200, { days: String(BOOKING_MAX_DAYS_AHEAD) });
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
    case 'supplement':
      return new ApiFailure('moveNotBooking');
    case 'sameShop':
      return new ApiFailure('moveSameShop');
    case 'extended':
      return new ApiFailure('moveExtended');
    case 'travellerUnpaidCap':
      return new ApiFailure('unpaidOrdersLimit', 200, { count: String(refusal.cap) });
    case 'deviceUnpaidCap':
      return new ApiFailure('deviceUnpaidOrdersLimit', 200, { count: String(refusal.cap) });
  }
}

/** Throws the catalogued error of a change of shop's refusal: luggage taken in says so for a move, the rest as {@link refusalFailure}. */
export function refuseMove(refusal: MoveRefusal | null): void {
  if (refusal?.reason === 'stored') throw new ApiFailure('moveAlreadyStored');
  refuse(refusal);
}

/** Throws the catalogued error of `refusal` (see {@link refusalFailure}); nothing when there is none. */
export function refuse(refusal: OrderRefusal | null | undefined): void {
  if (refusal) throw refusalFailure(refusal);
}

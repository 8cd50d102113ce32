import type { ComboRefundRefusal } from '@luggage/domain/coupons';
import { ApiFailure } from '../../errors/api-failure';

/** The catalogued error of a combo refund refusal (comboRefund): the one place the server words them. */
export function comboRefundFailure(refusal: ComboRefundRefusal): ApiFailure {
  switch (refusal.reason) {
    case 'expired':
      return new ApiFailure('comboRefundExpired');
    case 'couponLocked':
      return new ApiFailure('comboCouponLocked');
    case 'nothingToRefund':
      return new ApiFailure('comboNothingToRefund');
  }
}

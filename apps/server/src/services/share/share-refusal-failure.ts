import type { ShareClaimRefusal } from '@luggage/domain/coupons';
import { ApiFailure } from '../../errors/api-failure';

/** The catalogued error of a share claim refusal (shareClaimRefusal): the one place the server words them. */
export function shareRefusalFailure(refusal: ShareClaimRefusal): ApiFailure {
  switch (refusal.reason) {
    case 'ownLink':
      return new ApiFailure('shareOwnLink');
    case 'alreadyClaimed':
      return new ApiFailure('shareAlreadyClaimed');
    case 'notNewCustomer':
      return new ApiFailure('shareNewCustomersOnly');
  }
}

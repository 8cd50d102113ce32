import { shareRefusalMessage } from '@luggage/api/contract';
import type { ShareClaimRefusal } from '@luggage/domain/coupons';
import { ApiFailure } from '../../errors/api-failure';

/** The catalogued error of a share claim refusal (shareClaimRefusal), worded by shareRefusalMessage, which #/share shares. */
export function shareRefusalFailure(refusal: ShareClaimRefusal): ApiFailure {
  return new ApiFailure(shareRefusalMessage(refusal.reason));
}

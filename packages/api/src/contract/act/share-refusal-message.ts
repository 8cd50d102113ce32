import type { ShareClaimRefusal } from '@luggage/domain/coupons';
import type { ErrorMessageCode } from '../error-messages';

/**
 * Why a friend cannot claim from a share link (shareClaimRefusal of @luggage/domain/coupons), as the
 * catalogue words it: the server refuses share_coupon with it, #/share explains share_new's `invite` with
 * the same words.
 */
export function shareRefusalMessage(reason: ShareClaimRefusal['reason']): ErrorMessageCode {
  switch (reason) {
    case 'ownLink':
      return 'shareOwnLink';
    case 'alreadyClaimed':
      return 'shareAlreadyClaimed';
    case 'notNewCustomer':
      return 'shareNewCustomersOnly';
  }
}

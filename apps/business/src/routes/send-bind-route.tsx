import { toastShown, useAppDispatch } from '@luggage/api/store';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shopDisplayName } from '@luggage/domain/shops';
import type { StaffSignIn } from '../features/business-account/staff-sign-in-form';
import { StaffSignInPage } from '../features/business-account/staff-sign-in-page';

/** Long enough to read the shops' names on the way to the shop's home screen. */
const JOINED_TOAST_MS = 4000;

/**
 * #/send/bind: an invited phone confirms its invitation with the SMS code (no session needed), joins the
 * shops that invited it, signs in on the business session and goes to #/bussiness naming the shops joined.
 */
export function SendBindRoute() {
  const { t, i18n } = useTranslation('business');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const joined = (answer: StaffSignIn) => {
    const names = answer.shops.filter((shop) => answer.joined?.includes(shop.storeId)).map((shop) => shopDisplayName(shop, i18n.language));
    const shops = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
    dispatch(toastShown({ key: 'account:joined', params: { shops } }, JOINED_TOAST_MS));
    void navigate('/bussiness', { replace: true });
  };

  return <StaffSignInPage purpose="acceptInvite" onSignedIn={joined} otherPage={{ to: '/bussiness/login', text: t('account:links.backToLogin') }} />;
}

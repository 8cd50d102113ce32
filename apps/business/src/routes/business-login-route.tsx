import { isInAppPath } from '@luggage/api/session';
import { useAppSelector } from '@luggage/api/store';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { StaffSignInPage } from '../features/business-account/staff-sign-in-page';

/** The page a business login returns to: `redirect` when it is a page of the signed-in business area, else #/bussiness. */
function afterBusinessLoginPath(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  const isBusinessPage = isInAppPath(redirect) && /^\/bussiness(?:[/?]|$)/.test(redirect) && !redirect.startsWith('/bussiness/login');
  return isBusinessPage ? redirect : '/bussiness';
}

/**
 * #/bussiness/login: staff sign-in on the business session. Once there is one (from this login or an earlier
 * one; a consumer session does not count) the screen goes on to its `redirect` page or #/bussiness.
 */
export function BusinessLoginRoute() {
  const { t } = useTranslation('business');
  const location = useLocation();
  const session = useAppSelector((state) => state.session.business);
  if (session) return <Navigate to={afterBusinessLoginPath(location.search)} replace />;
  return <StaffSignInPage purpose="login" otherPage={{ to: '/send/bind', text: t('account:links.invited') }} />;
}

import { useAppSelector } from '@luggage/api/store';
import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { afterLoginPath } from '../app/login-redirect';
import { LoginForm } from '../features/login/login-form';

/**
 * #/login: the consumer login (spec §2). Once a session exists, from this login or an earlier one, the
 * screen goes on to its `redirect` page (in-app paths only) or the user centre.
 */
export function LoginRoute() {
  const { t } = useTranslation('consumer');
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user);
  if (user) return <Navigate to={afterLoginPath(location.search)} replace />;
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.login')} />
      <main>
        <LoginForm />
      </main>
    </div>
  );
}

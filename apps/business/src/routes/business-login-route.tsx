import type { AppState } from '@luggage/api/store';
import { LanguageSwitch } from '@luggage/app-shell/i18n';
import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { BusinessLoginForm } from '../features/business-login/business-login-form';
import './business-login-route.css';

/** #/bussiness/login: staff sign-in, on the business session (a signed-in device goes to #/bussiness). */
export function BusinessLoginRoute() {
  const { t } = useTranslation('business');
  const session = useSelector((state: AppState) => state.session.business);
  if (session) return <Navigate to="/bussiness" replace />;
  return (
    <div className="screen">
      <ScreenTopBar title={t('titles.login')} showBack={false} />
      <main>
        <BusinessLoginForm />
        <div className="business-login-route__language">
          <LanguageSwitch />
        </div>
      </main>
    </div>
  );
}

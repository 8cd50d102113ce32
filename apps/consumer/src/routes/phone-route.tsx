import { ScreenTopBar } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { RequireUser } from '../app/require-user';
import { AccountPhone } from '../features/user-centre/account-phone';
import './phone-route.css';

/** #/phone: the account's phone number; changing it is done by customer service, which the note says. */
export function PhoneRoute() {
  const { t } = useTranslation(['consumer', 'userCentre']);
  return (
    <div className="screen">
      <ScreenTopBar title={t('consumer:titles.phone')} />
      <main className="phone-route">
        <RequireUser>
          {(session) => (
            <section className="phone-route__card">
              <AccountPhone session={session} />
              <p className="phone-route__note">{t('userCentre:changePhoneNote')}</p>
            </section>
          )}
        </RequireUser>
      </main>
    </div>
  );
}

import { useSignedInSession } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { AccountPhone } from '../features/user-centre/account-phone';
import './phone-route.css';

/** #/phone: the account's phone number; changing it is done by customer service, which the note says. */
export function PhoneRoute() {
  const { t } = useTranslation('userCentre');
  const session = useSignedInSession();
  return (
    <div className="phone-route">
      <section className="phone-route__card">
        <AccountPhone session={session} />
        <p className="phone-route__note">{t('changePhoneNote')}</p>
      </section>
    </div>
  );
}

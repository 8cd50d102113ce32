import { useSignedInSession } from '@luggage/app-shell/routing';
import { useTranslation } from 'react-i18next';
import { AccountPhone } from '../features/user-centre/account-phone';
import { SupportContactLinks, useSupportContact } from '../shared/support-contact/support-contact';
import './phone-route.css';

/** #/phone: the account's phone number; changing it is done by customer support, which the note says with its contact (no note without one). */
export function PhoneRoute() {
  const { t } = useTranslation('userCentre');
  const session = useSignedInSession();
  const support = useSupportContact();
  return (
    <div className="phone-route">
      <section className="phone-route__card">
        <AccountPhone session={session} />
        {support !== null && (
          <>
            <p className="phone-route__note">{t('changePhoneNote')}</p>
            <SupportContactLinks contact={support} />
          </>
        )}
      </section>
    </div>
  );
}

import type { Session } from '@luggage/api/session';
import { useUserInfoQuery } from '@luggage/api/user-api';
import { useTranslation } from 'react-i18next';
import './account-phone.css';

/** The account's phone with its country: the server's account info, the session's copy until it arrives. */
export function AccountPhone({ session }: { session: Session }) {
  const { t } = useTranslation('userCentre');
  const info = useUserInfoQuery({ userId: session.userId });
  const phone = info.data ? `+${info.data.country} ${info.data.phone}` : session.phone;
  return (
    <dl className="account-phone">
      <dt>{t('phone')}</dt>
      <dd>{phone}</dd>
    </dl>
  );
}

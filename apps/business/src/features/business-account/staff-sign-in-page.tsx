import { LanguageSwitch } from '@luggage/app-shell/i18n';
import { Link } from 'react-router';
import { StaffSignInForm, type StaffSignInFormProps } from './staff-sign-in-form';
import './staff-sign-in-page.css';

/** Props of {@link StaffSignInPage}. */
export interface StaffSignInPageProps extends StaffSignInFormProps {
  /** The other sign-in page, under the form: the login's confirm-invitation page, or back to the login. */
  otherPage: { to: string; text: string };
}

/** A staff sign-in screen: the form, a link to the other sign-in page and the language switch. */
export function StaffSignInPage({ otherPage, ...form }: StaffSignInPageProps) {
  return (
    <>
      <StaffSignInForm {...form} />
      <p className="staff-sign-in-page__link">
        <Link to={otherPage.to}>{otherPage.text}</Link>
      </p>
      <div className="staff-sign-in-page__language">
        <LanguageSwitch />
      </div>
    </>
  );
}

import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useLoginMutation } from '@luggage/api/user-api';
import { ConsentCheckbox, saveLoginDraft, SmsSignInForm, useSmsSignIn } from '@luggage/app-shell/sign-in';
import { TextField } from '@luggage/ui/text-field';
import { useEffect, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { readPromo } from '../../shared/promotion/first-touch-promo';
import { codeTyped, consentTicked, phoneTyped, selectLoginForm } from './login-form-slice';
import './login-form.css';

/**
 * The consumer's phone + SMS-code login (spec §3 login form, §7 send_sms_code and login). The fields are
 * checked with the contract's rules, and the consent to the user agreement and privacy policy asked for,
 * before anything is sent; the server's refusal shows as an alert and keeps what was typed. Success stores the session; the screen then leaves.
 * The promotion code this device arrived through goes with the login (`promo`): it counts only when the login creates the account.
 */
export function LoginForm() {
  const { t } = useTranslation('login');
  const phoneId = useId();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { country, phone, code, hasConsented } = useAppSelector(selectLoginForm);
  useEffect(() => saveLoginDraft({ country, phone }), [country, phone]);
  const [login, loginState] = useLoginMutation();
  const promo = readPromo(Date.now());
  const signIn = useSmsSignIn({
    area: 'user',
    country,
    phone,
    code,
    hasConsented,
    signIn: [(input) => login(promo === undefined ? input : { ...input, promo }), loginState],
    t,
  });

  return (
    <SmsSignInForm
      signIn={signIn}
      intro={t('intro')}
      phoneField={
        <TextField
          id={phoneId}
          label={t('phone')}
          error={signIn.phoneError}
          prefix={
            <Link
              className="lg-field__prefix login-form__country"
              to={{ pathname: '/country', search: location.search }}
              state={{ fromLogin: true }}
              aria-label={t('countryButton', { code: country })}
            >
              +{country}
            </Link>
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          placeholder={t('phonePlaceholder')}
          value={phone}
          onValue={(value) => {
            dispatch(phoneTyped(value));
            signIn.clearError('phone');
          }}
        />
      }
      code={code}
      onCode={(digits) => dispatch(codeTyped(digits))}
      codeLabel={t('code')}
      codePlaceholder={t('codePlaceholder')}
      submitLabel={signIn.isSigningIn ? t('submitting') : t('submit')}
      consentField={
        <ConsentCheckbox
          label={<Trans t={t} i18nKey="consent" components={{ agreement: <Link to="/agreement" />, privacy: <Link to="/privacy" /> }} />}
          checked={hasConsented}
          onChange={(checked) => {
            dispatch(consentTicked(checked));
            if (checked) signIn.clearError('consent');
          }}
          error={signIn.consentError}
        />
      }
    />
  );
}

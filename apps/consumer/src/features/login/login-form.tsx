import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useLoginMutation } from '@luggage/api/user-api';
import { useSmsSignIn } from '@luggage/app-shell/sign-in';
import { Button } from '@luggage/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SmsCodeField, TextField } from '@luggage/ui/text-field';
import { codeTyped, phoneTyped, selectLoginForm } from './login-form-slice';
import './login-form.css';

/**
 * The consumer's phone + SMS-code login (spec §3 login form, §7 send_sms_code and login). The fields are
 * checked with the contract's rules before anything is sent; the server's refusal shows as an alert and
 * keeps what was typed. Success stores the session; the screen then leaves.
 */
export function LoginForm() {
  const { t } = useTranslation('login');
  const id = useId();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { country, phone, code } = useAppSelector(selectLoginForm);
  const signIn = useSmsSignIn({ area: 'user', country, phone, code, signIn: useLoginMutation(), t });

  return (
    <form className="login-form" onSubmit={signIn.submit} noValidate aria-busy={signIn.isSigningIn}>
      <p className="login-form__intro">{t('intro')}</p>
      <TextField
        id={`${id}-phone`}
        label={t('phone')}
        error={signIn.phoneError}
        prefix={
          <Link
            className="login-form__country"
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
      <SmsCodeField
        id={`${id}-code`}
        label={t('code')}
        error={signIn.codeError}
        sendLabel={signIn.sendLabel}
        isSendDisabled={signIn.isSendDisabled}
        onSend={signIn.sendCode}
        sendClassName="login-form__send"
        inputRef={signIn.codeRef}
        placeholder={t('codePlaceholder')}
        value={code}
        onValue={(digits) => {
          dispatch(codeTyped(digits));
          signIn.clearError('code');
        }}
      />
      <p className="login-form__sent" role="status">
        {signIn.sentText}
      </p>
      {signIn.serverError && (
        <p className="login-form__server-error" role="alert">
          {signIn.serverError}
        </p>
      )}
      <Button type="submit" className="login-form__submit" disabled={signIn.isSigningIn}>
        {signIn.isSigningIn ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

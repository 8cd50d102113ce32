import { loggedIn } from '@luggage/api/session';
import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useLoginMutation, useSendSmsCodeMutation } from '@luggage/api/user-api';
import { Button } from '@luggage/ui/button';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SmsCodeField, TextField } from '@luggage/ui/text-field';
import { codeTyped, phoneTyped, selectLoginForm } from './login-form-slice';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { checkCode, checkPhone, type LoginFieldError } from './login-field-errors';
import { useCountdown } from '@luggage/ui/countdown';
import './login-form.css';

type FieldErrors = { phone?: LoginFieldError; code?: LoginFieldError };

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendSmsCode, sending] = useSendSmsCodeMutation();
  const [login, loggingIn] = useLoginMutation();
  const countdown = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const serverError = apiErrorText(sending.error, t) ?? apiErrorText(loggingIn.error, t);

  const sendCode = async () => {
    sending.reset();
    loggingIn.reset();
    const checked = checkPhone(country, phone);
    setErrors((current) => ({ ...current, phone: 'error' in checked ? checked.error : undefined }));
    if ('error' in checked) return;
    const result = await sendSmsCode({ country, phone: checked.phone, area: 'user' });
    if (result.data) {
      countdown.start(result.data.resendAfter);
      setSentTo(t('codeSent', { country, phone: checked.phone }));
      // The send button is disabled by the countdown, which would drop the focus to the page.
      codeRef.current?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    sending.reset();
    const checked = checkPhone(country, phone);
    const found = { phone: 'error' in checked ? checked.error : undefined, code: checkCode(code) };
    setErrors(found);
    if ('error' in checked || found.code) return;
    const result = await login({ country, phone: checked.phone, code: code.trim() });
    if (result.data) {
      const { userId, userToken, phone: storedPhone } = result.data;
      dispatch(loggedIn({ area: 'user', session: { userId, userToken, phone: storedPhone } }));
    }
  };

  const sendLabel = sending.isLoading
    ? t('sending')
    : countdown.secondsLeft > 0
      ? t('resendIn', { seconds: countdown.secondsLeft })
      : sentTo
        ? t('resend')
        : t('sendCode');

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={loggingIn.isLoading}>
      <p className="login-form__intro">{t('intro')}</p>
      <TextField
        id={`${id}-phone`}
        label={t('phone')}
        error={errors.phone && t(`errors.${errors.phone}`)}
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
          setErrors((current) => ({ ...current, phone: undefined }));
        }}
      />
      <SmsCodeField
        id={`${id}-code`}
        label={t('code')}
        error={errors.code && t(`errors.${errors.code}`)}
        sendLabel={sendLabel}
        isSendDisabled={sending.isLoading || countdown.secondsLeft > 0}
        onSend={() => void sendCode()}
        sendClassName="login-form__send"
        inputRef={codeRef}
        placeholder={t('codePlaceholder')}
        value={code}
        onValue={(digits) => {
          dispatch(codeTyped(digits));
          setErrors((current) => ({ ...current, code: undefined }));
        }}
      />
      <p className="login-form__sent" role="status">
        {sentTo}
      </p>
      {serverError && (
        <p className="login-form__server-error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" className="login-form__submit" disabled={loggingIn.isLoading}>
        {loggingIn.isLoading ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

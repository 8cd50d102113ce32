import { DEFAULT_COUNTRY_CODE, type BusinessLoginResponse } from '@luggage/api/contract';
import { useAcceptInviteMutation, useBusinessLoginMutation } from '@luggage/api/business-account-api';
import { loggedIn } from '@luggage/api/session';
import { useAppDispatch } from '@luggage/api/store';
import { useSendSmsCodeMutation } from '@luggage/api/user-api';
import { Button } from '@luggage/ui/button';
import { SmsCodeField } from '@luggage/ui/text-field';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { checkSmsCode, checkStaffPhone, type SignInFieldError } from './check-sign-in-fields';
import { useCountdown } from '@luggage/ui/countdown';
import { MainlandPhoneField } from './mainland-phone-field';
import './staff-sign-in-form.css';

type FieldErrors = { phone?: SignInFieldError; code?: SignInFieldError };

/** What a sign-in answers: the session and the account's shops, plus the shops joined by a confirmation. */
export type StaffSignIn = BusinessLoginResponse & { joined?: number[] };

/** Props of {@link StaffSignInForm}. */
export interface StaffSignInFormProps {
  /** 'login' (#/bussiness/login) or 'acceptInvite' (#/send/bind: the invited phone confirms and joins). */
  purpose: 'login' | 'acceptInvite';
  /** Called after the business session is stored. */
  onSignedIn?: (answer: StaffSignIn) => void;
}

/**
 * Phone (+86) and SMS code (send_sms_code with area 'business', 60 s before the next) for shop staff:
 * a business login, or the confirmation of an invitation. The fields are checked with the contract's rules
 * before anything is sent; a refusal (wrong code, not staff, no invitation) shows as an alert and keeps
 * what was typed. Success stores the business session.
 */
export function StaffSignInForm({ purpose, onSignedIn }: StaffSignInFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const dispatch = useAppDispatch();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendSmsCode, sending] = useSendSmsCodeMutation();
  const [businessLogin, loggingIn] = useBusinessLoginMutation();
  const [acceptInvite, accepting] = useAcceptInviteMutation();
  const signingIn = purpose === 'login' ? loggingIn : accepting;
  const countdown = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const serverError = apiErrorText(sending.error, t) ?? apiErrorText(signingIn.error, t);

  const sendCode = async () => {
    signingIn.reset();
    const checked = checkStaffPhone(phone);
    setErrors((current) => ({ ...current, phone: 'error' in checked ? checked.error : undefined }));
    if ('error' in checked) return;
    const result = await sendSmsCode({ country: DEFAULT_COUNTRY_CODE, phone: checked.phone, area: 'business' });
    if (result.data) {
      countdown.start(result.data.resendAfter);
      setSentTo(t('signIn.codeSent', { phone: checked.phone }));
      // The send button is disabled by the countdown, which would drop the focus to the page.
      codeRef.current?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    sending.reset();
    const checked = checkStaffPhone(phone);
    const found = { phone: 'error' in checked ? checked.error : undefined, code: checkSmsCode(code) };
    setErrors(found);
    if ('error' in checked || found.code) return;
    const input = { country: DEFAULT_COUNTRY_CODE, phone: checked.phone, code: code.trim() };
    const result = purpose === 'login' ? await businessLogin(input) : await acceptInvite(input);
    if (result.data) {
      const { userId, userToken, phone: storedPhone } = result.data;
      dispatch(loggedIn({ area: 'business', session: { userId, userToken, phone: storedPhone } }));
      onSignedIn?.(result.data);
    }
  };

  const sendLabel = sending.isLoading
    ? t('signIn.sending')
    : countdown.secondsLeft > 0
      ? t('signIn.resendIn', { seconds: countdown.secondsLeft })
      : sentTo
        ? t('signIn.resend')
        : t('signIn.sendCode');
  const submitLabel = purpose === 'login' ? t('signIn.login') : t('signIn.accept');
  const busyLabel = purpose === 'login' ? t('signIn.loggingIn') : t('signIn.accepting');

  return (
    <form className="staff-sign-in" onSubmit={(event) => void submit(event)} noValidate aria-busy={signingIn.isLoading}>
      <p className="staff-sign-in__intro">{purpose === 'login' ? t('signIn.loginIntro') : t('signIn.acceptIntro')}</p>
      <MainlandPhoneField
        id={`${id}-phone`}
        label={t('signIn.phone')}
        error={errors.phone && t(`signIn.errors.${errors.phone}`)}
        autoComplete="tel-national"
        value={phone}
        onValue={(value) => {
          setPhone(value);
          setErrors((current) => ({ ...current, phone: undefined }));
        }}
      />
      <SmsCodeField
        id={`${id}-code`}
        label={t('signIn.code')}
        error={errors.code && t(`signIn.errors.${errors.code}`)}
        sendLabel={sendLabel}
        isSendDisabled={sending.isLoading || countdown.secondsLeft > 0}
        onSend={() => void sendCode()}
        sendClassName="staff-sign-in__send"
        inputRef={codeRef}
        placeholder={t('signIn.codePlaceholder')}
        value={code}
        onValue={(digits) => {
          setCode(digits);
          setErrors((current) => ({ ...current, code: undefined }));
        }}
      />
      <p className="staff-sign-in__sent" role="status">
        {sentTo}
      </p>
      {serverError && (
        <p className="staff-sign-in__server-error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" className="staff-sign-in__submit" disabled={signingIn.isLoading}>
        {signingIn.isLoading ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

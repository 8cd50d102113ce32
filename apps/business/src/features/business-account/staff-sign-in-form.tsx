import { DEFAULT_COUNTRY_CODE, type BusinessLoginResponse } from '@luggage/api/contract';
import { useAcceptInviteMutation, useBusinessLoginMutation } from '@luggage/api/business-account-api';
import { useSmsSignIn } from '@luggage/app-shell/sign-in';
import { Button } from '@luggage/ui/button';
import { SmsCodeField } from '@luggage/ui/text-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MainlandPhoneField } from './mainland-phone-field';
import './staff-sign-in-form.css';

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
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const businessLogin = useBusinessLoginMutation();
  const acceptInvite = useAcceptInviteMutation();
  const signIn = useSmsSignIn<StaffSignIn>({
    area: 'business',
    country: DEFAULT_COUNTRY_CODE,
    phone,
    code,
    isMainlandOnly: true,
    signIn: purpose === 'login' ? businessLogin : acceptInvite,
    onSignedIn,
    t,
    keyPrefix: 'signIn.',
  });
  const submitLabel = purpose === 'login' ? t('signIn.login') : t('signIn.accept');
  const busyLabel = purpose === 'login' ? t('signIn.loggingIn') : t('signIn.accepting');

  return (
    <form className="staff-sign-in" onSubmit={signIn.submit} noValidate aria-busy={signIn.isSigningIn}>
      <p className="staff-sign-in__intro">{purpose === 'login' ? t('signIn.loginIntro') : t('signIn.acceptIntro')}</p>
      <MainlandPhoneField
        id={`${id}-phone`}
        label={t('signIn.phone')}
        error={signIn.phoneError}
        autoComplete="tel-national"
        value={phone}
        onValue={(value) => {
          setPhone(value);
          signIn.clearError('phone');
        }}
      />
      <SmsCodeField
        id={`${id}-code`}
        label={t('signIn.code')}
        error={signIn.codeError}
        sendLabel={signIn.sendLabel}
        isSendDisabled={signIn.isSendDisabled}
        onSend={signIn.sendCode}
        sendClassName="staff-sign-in__send"
        inputRef={signIn.codeRef}
        placeholder={t('signIn.codePlaceholder')}
        value={code}
        onValue={(digits) => {
          setCode(digits);
          signIn.clearError('code');
        }}
      />
      <p className="staff-sign-in__sent" role="status">
        {signIn.sentText}
      </p>
      {signIn.serverError && (
        <p className="staff-sign-in__server-error" role="alert">
          {signIn.serverError}
        </p>
      )}
      <Button type="submit" className="staff-sign-in__submit" disabled={signIn.isSigningIn}>
        {signIn.isSigningIn ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

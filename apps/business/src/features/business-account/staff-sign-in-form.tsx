import { DEFAULT_COUNTRY_CODE, type BusinessLoginResponse } from '@luggage/api/contract';
import { useAcceptInviteMutation, useBusinessLoginMutation } from '@luggage/api/business-account-api';
import { ConsentCheckbox, readLoginDraft, saveLoginDraft, SmsSignInForm, useSmsSignIn } from '@luggage/app-shell/sign-in';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MainlandPhoneField } from './mainland-phone-field';

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
 * a business login, or the confirmation of an invitation. The fields are checked with the contract's rules,
 * and the consent to the privacy policy for shop staff (#/privacy) asked for, before anything is sent (PIPL:
 * the platform handles the staff's phone and what they do in the app, as the consumer login's consent covers
 * the travellers'). A refusal (wrong code, not staff, no invitation) shows as an alert and keeps what was
 * typed. Success stores the business session.
 */
export function StaffSignInForm({ purpose, onSignedIn }: StaffSignInFormProps) {
  const { t } = useTranslation('account');
  const phoneId = useId();
  // The phone survives a visit to the privacy policy (#/privacy) and back, as the consumer login's does.
  const [phone, setPhoneState] = useState(() => readLoginDraft()?.phone ?? '');
  const setPhone = (value: string) => {
    setPhoneState(value);
    saveLoginDraft({ country: DEFAULT_COUNTRY_CODE, phone: value });
  };
  const [code, setCode] = useState('');
  const [hasConsented, setHasConsented] = useState(false);
  const businessLogin = useBusinessLoginMutation();
  const acceptInvite = useAcceptInviteMutation();
  const signIn = useSmsSignIn<StaffSignIn>({
    area: 'business',
    country: DEFAULT_COUNTRY_CODE,
    phone,
    code,
    hasConsented,
    isMainlandOnly: true,
    signIn: purpose === 'login' ? businessLogin : acceptInvite,
    onSignedIn: (answer) => {
      saveLoginDraft({ country: DEFAULT_COUNTRY_CODE, phone: '' });
      onSignedIn?.(answer);
    },
    t,
    keyPrefix: 'signIn.',
  });
  const submitLabel = purpose === 'login' ? t('signIn.login') : t('signIn.accept');
  const busyLabel = purpose === 'login' ? t('signIn.loggingIn') : t('signIn.accepting');

  return (
    <SmsSignInForm
      signIn={signIn}
      intro={purpose === 'login' ? t('signIn.loginIntro') : t('signIn.acceptIntro')}
      phoneField={
        <MainlandPhoneField
          id={phoneId}
          label={t('signIn.phone')}
          error={signIn.phoneError}
          autoComplete="tel-national"
          value={phone}
          onValue={(value) => {
            setPhone(value);
            signIn.clearError('phone');
          }}
        />
      }
      code={code}
      onCode={setCode}
      codeLabel={t('signIn.code')}
      codePlaceholder={t('signIn.codePlaceholder')}
      submitLabel={signIn.isSigningIn ? busyLabel : submitLabel}
      consentField={
        <ConsentCheckbox
          label={
            // The sentence, then the policy's name as a link (plain keys: Trans would weigh on the login's first screen).
            <>
              {t('signIn.consent')}
              <Link to="/privacy">{t('signIn.consentPolicy')}</Link>
            </>
          }
          checked={hasConsented}
          onChange={(checked) => {
            setHasConsented(checked);
            if (checked) signIn.clearError('consent');
          }}
          error={signIn.consentError}
        />
      }
    />
  );
}

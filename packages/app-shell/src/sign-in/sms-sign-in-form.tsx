import { Button } from '@luggage/ui/button';
import { Card } from '@luggage/ui/layout';
import { SmsCodeField } from '@luggage/ui/text-field';
import { useId, type ReactNode } from 'react';
import type { SmsSignIn } from './use-sms-sign-in';
import './sms-sign-in-form.css';

/** Props of {@link SmsSignInForm}: the sign-in's state and the form's own texts. */
export interface SmsSignInFormProps {
  /** What {@link useSmsSignIn} gives. */
  signIn: SmsSignIn;
  intro: string;
  /** The app's phone field (a country picker, or a fixed +86), showing `signIn.phoneError`. */
  phoneField: ReactNode;
  /** The code as typed; `onCode` keeps it where the form keeps its values and clears its error. */
  code: string;
  onCode: (digits: string) => void;
  codeLabel: string;
  codePlaceholder: string;
  /** The button's text as it stands: 'log in', or 'logging in…' while `signIn.isSigningIn`. */
  submitLabel: string;
  /** 'I agree to …' over the submit button (a {@link ConsentCheckbox}), when signing in needs consent. */
  consentField?: ReactNode;
}

/**
 * The phone + SMS code sign-in form both apps draw: an intro, the phone field, the code with its send button
 * and countdown, 'a code was sent to …', the consent when asked for, and the submit button.
 */
export function SmsSignInForm({ signIn, intro, phoneField, code, onCode, codeLabel, codePlaceholder, submitLabel, consentField }: SmsSignInFormProps) {
  const codeId = useId();
  return (
    <Card as="form" gap={3} className="lg-sms-sign-in" onSubmit={signIn.submit} noValidate aria-busy={signIn.isSigningIn}>
      <p className="lg-sms-sign-in__intro">{intro}</p>
      {phoneField}
      <SmsCodeField
        id={codeId}
        label={codeLabel}
        error={signIn.codeError}
        sendLabel={signIn.sendLabel}
        isSendDisabled={signIn.isSendDisabled}
        onSend={signIn.sendCode}
        sendClassName="lg-sms-sign-in__send"
        inputRef={signIn.codeRef}
        placeholder={codePlaceholder}
        value={code}
        onValue={(digits) => {
          onCode(digits);
          signIn.clearError('code');
        }}
      />
      <p className="lg-sms-sign-in__sent" role="status">
        {signIn.sentText}
      </p>
      {consentField}
      <Button type="submit" className="lg-sms-sign-in__submit" disabled={signIn.isSigningIn}>
        {submitLabel}
      </Button>
    </Card>
  );
}

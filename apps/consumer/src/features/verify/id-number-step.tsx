import { useVerifyIdentityMutation } from '@luggage/api/identity-api';
import { shanghaiToday } from '@luggage/domain/dates';
import { idNumberRefusal } from '@luggage/domain/rewards';
import { Button } from '@luggage/ui/button';
import { TextField } from '@luggage/ui/text-field';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverRefusal } from './server-refusal';
import { StepForm } from './step-form';
import './verify.css';

/** Refusals of verify about the number, said under its field. */
const NUMBER_REFUSALS = { idNumberInvalid: 'idNumber', identityMismatch: 'idNumber', idNumberTaken: 'idNumber' } as const;

/** The number as typed, made comparable: spaces dropped, a lower-case x as X. */
const normalise = (typed: string) => typed.replace(/\s/g, '').toUpperCase();

/** What to say under the field about `idNumber` as typed: how far along, what is wrong, or that it adds up. */
function numberMessage(idNumber: string, t: TFunction): { text: string; isValid: boolean } {
  const refusal = idNumberRefusal(idNumber, shanghaiToday(Date.now()));
  if (refusal === null) return { text: t('idNumberValid'), isValid: true };
  if (refusal.reason === 'length' && refusal.length < 18) return { text: refusal.length === 0 ? t('idNumberHint') : t('idNumberProgress', { length: refusal.length }), isValid: false };
  return { text: t(`idNumberRefusal.${refusal.reason}`, refusal), isValid: false };
}

/** Props of {@link IdNumberStep}. */
export interface IdNumberStepProps {
  /** The real name the traveller confirmed by SMS, sent with the number. */
  name: string;
  /** Back to step 1 to confirm another name. */
  onChangeName: () => void;
}

/**
 * Step 2 of #/verify: the mainland ID card number, checked as it is typed with the domain's GB 11643 rule,
 * then verify with the confirmed name. The server's refusals are said inline: about the number (invalid,
 * not matching the name, verified on another account) under its field, the rest (today's attempts used
 * up, the service unavailable) under the button. Passing moves the screen to its verified state.
 */
export function IdNumberStep({ name, onChangeName }: IdNumberStepProps) {
  const { t } = useTranslation('verify');
  const ids = { number: useId(), hint: useId() };
  const [typed, setTyped] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [verifyIdentity, verifying] = useVerifyIdentityMutation();
  const idNumber = normalise(typed);
  const message = numberMessage(idNumber, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!message.isValid || verifying.isLoading) return;
    await verifyIdentity({ name, idNumber });
  };

  const refusal = serverRefusal(verifying.error, t, NUMBER_REFUSALS);
  const fieldError = isSubmitted && !message.isValid ? message.text : refusal?.field === 'idNumber' ? refusal.text : undefined;
  return (
    <StepForm
      step={2}
      heading={t('idStep')}
      isBusy={verifying.isLoading}
      submitLabel={t('verify')}
      busyLabel={t('verifying')}
      refusal={refusal}
      onSubmit={(event) => void submit(event)}
    >
      <p className="verify__name">
        <span>{t('confirmedName', { name })}</span>
        <Button variant="text" onClick={onChangeName}>
          {t('changeName')}
        </Button>
      </p>
      <TextField
        id={ids.number}
        label={t('idNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={22}
        value={typed}
        error={fieldError}
        onValue={(value) => {
          setTyped(value);
          setIsSubmitted(false);
          verifying.reset();
        }}
      />
      {!fieldError && (
        <p id={ids.hint} className={message.isValid ? 'verify__note' : 'verify__note verify__note--pending'} aria-live="polite">
          {message.text}
        </p>
      )}
      <p className="verify__note">{t('privacy')}</p>
    </StepForm>
  );
}

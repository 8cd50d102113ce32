import { realNameField, type SendSmsCodeResponse } from '@luggage/api/contract';
import { useSendRealNameCodeMutation, useUpdateNameMutation } from '@luggage/api/identity-api';
import { useUserInfoQuery } from '@luggage/api/user-api';
import { useCountdown } from '@luggage/ui/countdown';
import { SmsCodeField, TextField } from '@luggage/ui/text-field';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverRefusal } from './server-refusal';
import { StepForm } from './step-form';
import './verify.css';

/** Refusals of updatename about the code, said under the code field. */
const CODE_REFUSALS = { smsCodeWrong: 'code', smsCodeUsed: 'code', smsCodeExpired: 'code', smsCodeMissing: 'code', smsCodeTooManyTries: 'code' } as const;

/** Props of {@link NameStep}. */
export interface NameStepProps {
  /** The traveller, whose own phone gets the code (GET /api/user/info/). */
  userId: string;
  /** The name confirmed before, to change; null the first time. */
  confirmedName: string | null;
}

/**
 * Step 1 of #/verify: the real name as on the ID card and an SMS code sent to the traveller's own phone
 * (send_sms_code, area 'realname', with the resend countdown), confirmed by updatename. The name and the
 * code are checked with the contract's rules first; the server's refusals are said inline: the code's
 * under the code field, the rest under the button. Once confirmed, the screen's state moves on to step 2.
 */
export function NameStep({ userId, confirmedName }: NameStepProps) {
  const { t } = useTranslation('verify');
  const ids = { name: useId(), code: useId() };
  const info = useUserInfoQuery({ userId });
  const [name, setName] = useState(confirmedName ?? '');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ name?: string; code?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendCode, sending] = useSendRealNameCodeMutation();
  const [updateName, updating] = useUpdateNameMutation();
  const countdown = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const phone = info.data ? `+${info.data.country} ${info.data.phone}` : '';

  const send = async () => {
    if (!info.data) return;
    updating.reset();
    const result: { data?: SendSmsCodeResponse } = await sendCode({ country: info.data.country, phone: info.data.phone, area: 'realname' });
    if (!result.data) return;
    countdown.start(result.data.resendAfter);
    setSentTo(phone);
    // The send button is disabled by the countdown, which would drop the focus to the page.
    codeRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: realNameField.safeParse(name).success ? undefined : t('nameInvalid'),
      code: /^\d{6}$/.test(code) ? undefined : t('codeInvalid'),
    };
    setProblems(found);
    sending.reset();
    if (found.name || found.code) return;
    await updateName({ name, code });
  };

  const refusal = serverRefusal(updating.error ?? sending.error, t, CODE_REFUSALS);
  const sendLabel = sending.isLoading ? t('sending') : countdown.secondsLeft > 0 ? t('resendIn', { seconds: countdown.secondsLeft }) : sentTo ? t('resend') : t('sendCode');
  return (
    <StepForm
      step={1}
      heading={t('nameStep')}
      isBusy={updating.isLoading}
      submitLabel={t('confirmName')}
      busyLabel={t('confirmingName')}
      refusal={refusal}
      onSubmit={(event) => void submit(event)}
    >
      <p className="verify__note">{t('nameNote', { phone })}</p>
      <TextField
        id={ids.name}
        label={t('name')}
        placeholder={t('namePlaceholder')}
        autoComplete="name"
        maxLength={30}
        value={name}
        error={problems.name}
        onValue={(value) => {
          setName(value);
          setProblems((current) => ({ ...current, name: undefined }));
        }}
      />
      <SmsCodeField
        id={ids.code}
        label={t('code')}
        placeholder={t('codePlaceholder')}
        value={code}
        error={problems.code ?? (refusal?.field === 'code' ? refusal.text : undefined)}
        inputRef={codeRef}
        sendLabel={sendLabel}
        isSendDisabled={!info.data || sending.isLoading || countdown.secondsLeft > 0}
        onSend={() => void send()}
        sendClassName="verify__send"
        onValue={(digits) => {
          setCode(digits);
          setProblems((current) => ({ ...current, code: undefined }));
          updating.reset();
        }}
      />
      <p className="verify__note" role="status">
        {sentTo && t('codeSent', { phone: sentTo })}
      </p>
    </StepForm>
  );
}

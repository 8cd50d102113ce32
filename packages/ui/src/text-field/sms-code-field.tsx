import type { Ref } from 'react';
import { Button } from '../button';
import { TextField } from './text-field';

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  id: string;
  label: string;
  error?: string;
  placeholder: string;
  value: string;
  /** Called with the typed value, digits only. */
  onValue: (digits: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The send button's text: 'get code', 'sending…', 'resend in 42 s'. */
  sendLabel: string;
  /** While a code is on its way or the resend wait runs. */
  isSendDisabled: boolean;
  onSend: () => void;
  /** Class of the send button, for the form's own layout. */
  sendClassName?: string;
}

/**
 * The 6-digit SMS code field of the logins, with its 'send code' button on the same line: numeric
 * keyboard, one-time-code autofill, anything but digits dropped as typed.
 */
export function SmsCodeField({ sendLabel, isSendDisabled, onSend, sendClassName, onValue, ...field }: SmsCodeFieldProps) {
  return (
    <TextField
      {...field}
      suffix={
        <Button variant="secondary" className={sendClassName} disabled={isSendDisabled} onClick={onSend}>
          {sendLabel}
        </Button>
      }
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onValue={(value) => onValue(value.replace(/\D/g, ''))}
    />
  );
}

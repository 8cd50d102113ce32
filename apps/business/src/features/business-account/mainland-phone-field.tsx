import { DEFAULT_COUNTRY_CODE } from '@luggage/api/contract';
import { TextField } from '@luggage/ui/text-field';
import { useTranslation } from 'react-i18next';

/** Props of {@link MainlandPhoneField}. */
export interface MainlandPhoneFieldProps {
  id: string;
  label: string;
  error?: string;
  value: string;
  onValue: (value: string) => void;
  /** 'tel-national' for one's own phone, 'off' for someone else's (an invitation). */
  autoComplete: 'tel-national' | 'off';
}

/** A mainland phone number field with the fixed +86 before it: the staff's own phone or one to invite. */
export function MainlandPhoneField({ id, label, error, value, onValue, autoComplete }: MainlandPhoneFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      prefix={
        <span className="lg-field__prefix" aria-hidden="true">
          +{DEFAULT_COUNTRY_CODE}
        </span>
      }
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      maxLength={20}
      placeholder={t('signIn.phonePlaceholder')}
      value={value}
      onValue={onValue}
    />
  );
}

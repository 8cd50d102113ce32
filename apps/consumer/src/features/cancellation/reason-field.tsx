import { ORDER_TEXT_MAX } from '@luggage/api/contract';
import { useTranslation } from 'react-i18next';

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  /** Shown under the field as an alert and tied to it. */
  error?: string;
}

/** A labelled text area for a reason, at most 500 characters, with a live counter read with the field. */
export function ReasonField({ id, label, value, onValue, required = false, error }: ReasonFieldProps) {
  const { t } = useTranslation('cancellation');
  const ids = { counter: `${id}-counter`, error: `${id}-error` };
  return (
    <div className="reason-field">
      <label className="reason-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        className="reason-field__input"
        id={id}
        value={value}
        rows={4}
        maxLength={ORDER_TEXT_MAX}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${ids.counter} ${ids.error}` : ids.counter}
        onChange={(event) => onValue(event.target.value.slice(0, ORDER_TEXT_MAX))}
      />
      <span className="reason-field__counter" id={ids.counter}>
        {t('counter', { count: value.length, max: ORDER_TEXT_MAX })}
      </span>
      {error && (
        <p className="reason-field__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

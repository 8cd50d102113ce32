import { ORDER_TEXT_MAX } from '@luggage/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './order-text-field.css';

/** Props of {@link OrderTextField}. */
export interface OrderTextFieldProps {
  /** The text area's id, when the screen focuses it; else one of its own. */
  id?: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  rows?: number;
  /** Shown under the field as an alert and tied to it. */
  error?: string;
}

/**
 * A labelled text area for what a traveller tells about an order (a reason, a message, a review), at most
 * ORDER_TEXT_MAX characters, with a live counter read with the field.
 */
export function OrderTextField({ id, label, value, onValue, required = false, rows = 4, error }: OrderTextFieldProps) {
  const { t } = useTranslation('orderScreens');
  const ownId = useId();
  const inputId = id ?? ownId;
  const ids = { counter: `${inputId}-counter`, error: `${inputId}-error` };
  return (
    <div className="order-text-field">
      <label className="order-text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        className="order-text-field__input"
        id={inputId}
        value={value}
        rows={rows}
        maxLength={ORDER_TEXT_MAX}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${ids.counter} ${ids.error}` : ids.counter}
        onChange={(event) => onValue(event.target.value.slice(0, ORDER_TEXT_MAX))}
      />
      <span className="order-text-field__counter" id={ids.counter}>
        {t('counter', { count: value.length, max: ORDER_TEXT_MAX })}
      </span>
      {error && (
        <p className="order-text-field__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './text-field.css';

/** Props of {@link TextField}: a native input plus its label, error and what sits beside it. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'prefix'> {
  id: string;
  label: string;
  /** Shown under the field as an alert and tied to the input (aria-describedby, aria-invalid). */
  error?: string;
  /** Before the input on its line, e.g. the country code; the class `lg-field__prefix` sets it off with a line. */
  prefix?: ReactNode;
  /** After the input on its line, e.g. a 'send code' button. */
  suffix?: ReactNode;
  /** Called with the input's new value. */
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line field with its error message, wired for screen readers (forms such as the logins). */
export function TextField({ id, label, error, prefix, suffix, onValue, inputRef, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `lg-field ${className}` : 'lg-field'}>
      <label className="lg-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="lg-field__row">
        {prefix}
        <input
          {...input}
          ref={inputRef}
          id={id}
          className="lg-field__input"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {suffix}
      </div>
      {error && (
        <p id={errorId} className="lg-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled single-line field with its error message, wired for screen readers. */
export function LoginField({
  id,
  label,
  error,
  prefix,
  suffix,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'prefix'>) {
  const errorId = `${id}-error`;
  return (
    <>
      <label className="business-login__label" htmlFor={id}>
        {label}
      </label>
      <div className="business-login__row">
        {prefix}
        <input
          {...input}
          id={id}
          className="business-login__input"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {suffix}
      </div>
      {error && (
        <p id={errorId} className="business-login__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

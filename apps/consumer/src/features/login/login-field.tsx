import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** A labelled line of the login form with its error, tied to the input for screen readers. */
export function LoginField({
  id,
  label,
  error,
  prefix,
  suffix,
  onValue,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'prefix'>) {
  const errorId = `${id}-error`;
  return (
    <div className="login-form__field">
      <label className="login-form__label" htmlFor={id}>
        {label}
      </label>
      <div className="login-form__row">
        {prefix}
        <input
          {...input}
          ref={inputRef}
          id={id}
          className="login-form__input"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {suffix}
      </div>
      {error && (
        <p id={errorId} className="login-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

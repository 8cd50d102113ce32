import { useId, type ReactNode } from 'react';

/** Props of {@link ConsentCheckbox}. */
export interface ConsentCheckboxProps {
  /** 'I have read and agree to the User Agreement and Privacy Policy', the two names linking to their pages. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the sign-in stopped ('agree first'), shown under the box until it is ticked. */
  error?: string;
}

/**
 * The consent a sign-in asks for (PIPL): an unticked box whose label links to the user agreement and the
 * privacy policy. Nothing is disabled for want of it: sending a code or signing in without it says what is
 * missing here.
 */
export function ConsentCheckbox({ label, checked, onChange, error }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="lg-sms-sign-in__consent">
      <input
        id={id}
        type="checkbox"
        className="lg-sms-sign-in__consent-box"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id} className="lg-sms-sign-in__consent-label">
        {label}
      </label>
      {error && (
        <p id={errorId} className="lg-sms-sign-in__consent-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import './form-outcome.css';

/** Props of {@link FormOutcome}: already-translated texts; at most one is set at a time. */
export interface FormOutcomeProps {
  /** What went right (announced politely), e.g. 'opening hours saved'. */
  success?: string;
  /** Why the form cannot be sent (an alert), e.g. 'correct the marked fields'; it stays until the next attempt. The server's refusals are toasts (spec §8). */
  error?: string;
  /** The screen's class placing both lines. */
  className?: string;
}

/**
 * The result of a form or an action under its button (a setting saved, a staff member removed): a status
 * region always present, so screen readers hear each change.
 */
export function FormOutcome({ success, error, className }: FormOutcomeProps) {
  const placed = (name: string) => (className ? `${name} ${className}` : name);
  return (
    <>
      <p className={placed('form-outcome__success')} role="status">
        {success}
      </p>
      {error && (
        <p className={placed('form-outcome__error')} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

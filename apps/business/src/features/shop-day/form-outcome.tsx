/** Props of {@link FormOutcome}: already-translated texts; at most one is set at a time. */
export interface FormOutcomeProps {
  /** What went right (announced politely), e.g. 'opening hours saved'. */
  success?: string;
  /** Why it did not work (an alert), e.g. the server's refusal; it stays until the next attempt. */
  error?: string;
}

/** The result of a settings form under its button: a status region always present, so screen readers hear each change. */
export function FormOutcome({ success, error }: FormOutcomeProps) {
  return (
    <>
      <p className="shop-settings__success" role="status">
        {success}
      </p>
      {error && (
        <p className="shop-settings__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

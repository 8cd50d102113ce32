import { relativeDayLabel, type Instant } from '@luggage/domain/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Props of {@link EditDateField}. */
export interface EditDateFieldProps {
  label: string;
  /** 'yyyy-MM-dd'. */
  value: string;
  min: string;
  now: Instant;
  /** Already-translated; shown as an alert under the field and tied to it. */
  error?: string;
  onDate: (isoDate: string) => void;
}

/** A labelled date input described by the date's relative label (today, tomorrow…) and its error. */
export function EditDateField({ label, value, min, now, error, onDate }: EditDateFieldProps) {
  const { t } = useTranslation('orderEdit');
  const ids = { input: useId(), relative: useId(), error: useId() };
  const relative = relativeDayLabel(value, now);
  return (
    <div className="edit-date-field">
      <label className="edit-date-field__label" htmlFor={ids.input}>
        {label}
      </label>
      <input
        className="edit-date-field__input"
        id={ids.input}
        type="date"
        required
        value={value}
        min={min}
        aria-invalid={Boolean(error)}
        aria-describedby={[relative && ids.relative, error && ids.error].filter(Boolean).join(' ') || undefined}
        // A cleared or half-typed date is not a choice; the last whole date stays.
        onChange={(event) => ISO_DATE.test(event.target.value) && onDate(event.target.value)}
      />
      <span className="edit-date-field__relative" id={ids.relative}>
        {relative && t(`relative.${relative}`)}
      </span>
      {error && (
        <p className="order-edit__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

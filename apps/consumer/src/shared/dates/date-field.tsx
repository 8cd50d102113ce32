import { relativeDayLabel, type Instant } from '@luggage/domain/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** The BEM block of the field's classes: `<block>`, `<block>__label`, `__input`, `__relative`, `__error`. */
  className: string;
  label: string;
  /** 'yyyy-MM-dd'. */
  value: string;
  min: string;
  max?: string;
  now: Instant;
  /** Already translated; shown as an alert under the field and tied to it. */
  error?: string;
  onDate: (isoDate: string) => void;
}

/**
 * A labelled date input described by the date's relative label (today, tomorrow, day after tomorrow;
 * spec §5) and its error, if any.
 */
export function DateField({ className, label, value, min, max, now, error, onDate }: DateFieldProps) {
  const { t } = useTranslation('relativeDay');
  const ids = { input: useId(), relative: useId(), error: useId() };
  const relative = relativeDayLabel(value, now);
  return (
    <div className={className}>
      <label className={`${className}__label`} htmlFor={ids.input}>
        {label}
      </label>
      <input
        className={`${className}__input`}
        id={ids.input}
        type="date"
        required
        value={value}
        min={min}
        max={max}
        aria-invalid={Boolean(error)}
        aria-describedby={[relative && ids.relative, error && ids.error].filter(Boolean).join(' ') || undefined}
        // A cleared or half-typed date is not a choice; the last whole date stays.
        onChange={(event) => ISO_DATE.test(event.target.value) && onDate(event.target.value)}
      />
      <span className={`${className}__relative`} id={ids.relative}>
        {relative && t(`relative.${relative}`)}
      </span>
      {error && (
        <p className={`${className}__error`} id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

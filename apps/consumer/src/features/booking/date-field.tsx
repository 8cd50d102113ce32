import { relativeDayLabel, type Instant } from '@luggage/domain/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: string;
  /** 'yyyy-MM-dd'. */
  value: string;
  min: string;
  max?: string;
  now: Instant;
  onDate: (isoDate: string) => void;
}

/** A labelled date input with the date's relative label (today, tomorrow, day after tomorrow; spec §5) as its description. */
export function DateField({ label, value, min, max, now, onDate }: DateFieldProps) {
  const { t } = useTranslation('booking');
  const ids = { input: useId(), relative: useId() };
  const relative = relativeDayLabel(value, now);
  return (
    <div className="date-field">
      <label className="date-field__label" htmlFor={ids.input}>
        {label}
      </label>
      <input
        className="date-field__input"
        id={ids.input}
        type="date"
        required
        value={value}
        min={min}
        max={max}
        aria-describedby={ids.relative}
        // A cleared or half-typed date is not a choice; the last whole date stays.
        onChange={(event) => ISO_DATE.test(event.target.value) && onDate(event.target.value)}
      />
      <span className="date-field__relative" id={ids.relative}>
        {relative && t(`relative.${relative}`)}
      </span>
    </div>
  );
}

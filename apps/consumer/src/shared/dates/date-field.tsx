import { formatDate, relativeDayLabel, shanghaiToday, type Instant } from '@luggage/domain/dates';
import { DatePicker } from '@luggage/ui/date-picker';
import { useTranslation } from 'react-i18next';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** The BEM block of the field's classes: `<block>`, `<block>__label`, `__button`, `__description` (the relative label), `__error`. */
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
 * A labelled date field in the app's language and date format (not the browser's), described by the
 * date's relative label (today, tomorrow, day after tomorrow; spec §5) and its error, if any.
 */
export function DateField({ className, label, value, min, max, now, error, onDate }: DateFieldProps) {
  const { t, i18n } = useTranslation('relativeDay');
  const relative = relativeDayLabel(value, now);
  return (
    <DatePicker
      className={className}
      label={label}
      value={value}
      valueText={formatDate(value, i18n.language)}
      min={min}
      max={max}
      today={shanghaiToday(now)}
      description={relative ? t(`relative.${relative}`) : undefined}
      error={error}
      onChange={onDate}
    />
  );
}

import { formatDate } from '@luggage/domain/dates';
import { DatePicker } from '@luggage/ui/date-picker';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './date-field.css';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: string;
  /** The chosen day, 'yyyy-MM-dd'; '' while none is chosen. */
  value: string;
  /** Already translated; what the field shows while no day is chosen, e.g. 'no day chosen'. */
  placeholder?: string;
  /** The first day that may be chosen, 'yyyy-MM-dd' (Asia/Shanghai). */
  min: string;
  /** The last day that may be chosen, 'yyyy-MM-dd'; none when absent. */
  max?: string;
  /** Today in Shanghai, 'yyyy-MM-dd', marked in the calendar. */
  today: string;
  /** Show the weekday with the date ('Tue 1 Dec 2026'), where the day of the week matters. */
  withWeekday?: boolean;
  /** Already translated; shown under the field and tied to it, e.g. what the day means. */
  description?: string;
  /** Already translated; shown as an alert under the field and tied to it. */
  error?: string;
  /** The field's button, to focus it when the form finds the field wrong. */
  buttonRef?: Ref<HTMLButtonElement>;
  onDate: (isoDate: string) => void;
}

/**
 * A staff form's date field in the app's language and its one date format, not the browser's: a button
 * showing the day ('1 Dec 2026' / '2026年12月1日') that opens the shared calendar.
 */
export function DateField({ value, placeholder = '', withWeekday = false, onDate, ...field }: DateFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DatePicker
      {...field}
      className="staff-date-field"
      value={value}
      valueText={value ? formatDate(value, i18n.language, { withWeekday }) : placeholder}
      onChange={onDate}
    />
  );
}

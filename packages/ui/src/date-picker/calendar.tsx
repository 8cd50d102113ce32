import { DayPicker } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import { dayToIso, isoToDay } from './iso-day';
import 'react-day-picker/style.css';
import './calendar.css';

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** The chosen day, 'yyyy-MM-dd'; '' while none is chosen (the calendar then opens on today's month, within min–max). */
  value: string;
  /** The first day that may be chosen, 'yyyy-MM-dd'. */
  min: string;
  /** The last day that may be chosen, 'yyyy-MM-dd'; none when absent. */
  max?: string;
  /** Today where the dates count (the app's business zone), 'yyyy-MM-dd', marked in the grid. */
  today: string;
  /** The app's language: Chinese for any 'zh…' tag, English otherwise. */
  language: string;
  onChange: (isoDate: string) => void;
}

/**
 * One month of days (react-day-picker) in the app's language, not the browser's: month and weekday names,
 * the week's first day and the day buttons' names. Days outside min–max are disabled and the months beyond
 * them cannot be reached; arrow keys, Page Up/Down and Home/End move between days. Loaded on demand by
 * {@link DatePicker}, so it stays out of the screens that do not choose dates.
 */
export default function Calendar({ value, min, max, today, language, onChange }: CalendarProps) {
  const selected = value ? isoToDay(value) : undefined;
  const [first, last] = [isoToDay(min), max ? isoToDay(max) : undefined];
  // 'yyyy-MM-dd' texts compare as the days do.
  const shown = value || (today < min ? min : max && today > max ? max : today);
  return (
    <DayPicker
      className="lg-calendar"
      mode="single"
      required
      autoFocus
      locale={language.toLowerCase().startsWith('zh') ? zhCN : enUS}
      selected={selected}
      defaultMonth={isoToDay(shown)}
      today={isoToDay(today)}
      startMonth={first}
      endMonth={last}
      disabled={last ? [{ before: first }, { after: last }] : { before: first }}
      onSelect={(date) => onChange(dayToIso(date))}
    />
  );
}

import { lazy, Suspense, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelDialog } from '../dialogs/panel-dialog';
import './date-picker.css';

const Calendar = lazy(() => import('./calendar'));

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** The BEM block of the field's classes: `<block>`, `<block>__label`, `__button`, `__description`, `__error`. */
  className: string;
  label: string;
  /** The chosen day, 'yyyy-MM-dd'; '' while none is chosen. */
  value: string;
  /**
   * `value` as the app writes dates ('26 Nov 2026', '2026年11月26日'): what the button shows. While no day
   * is chosen, a translated placeholder ('no day chosen'), shown dimmed.
   */
  valueText: string;
  /** The first day that may be chosen, 'yyyy-MM-dd'. */
  min: string;
  /** The last day that may be chosen, 'yyyy-MM-dd'. */
  max?: string;
  /** Today where the dates count, 'yyyy-MM-dd'. */
  today: string;
  /** Already translated; shown beside the button and tied to it, e.g. 'today'. */
  description?: string;
  /** Already translated; shown as an alert under the field and tied to it. */
  error?: string;
  onChange: (isoDate: string) => void;
  /** The field's button, e.g. to focus it when a form finds the field wrong. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A date field that speaks the app's language whatever the browser's locale: a button showing the chosen
 * day as the app writes dates, which opens a modal calendar (month and weekday names in the app's language,
 * days outside min–max disabled, keyboard navigable, Escape or 'close' to leave, focus back on the button).
 * The calendar's code loads when it is first opened.
 */
export function DatePicker({ className, label, value, valueText, min, max, today, description, error, onChange, buttonRef: outerRef }: DatePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setIsOpen(false);
    // The calendar re-renders as it loads, so the dialog's own focus return cannot count on the opener it saw.
    buttonRef.current?.focus();
  };
  // The picker keeps its own hold on the button (focus back after the calendar) and hands it on.
  useImperativeHandle(outerRef, () => buttonRef.current as HTMLButtonElement, []);
  const ids = { label: useId(), value: useId(), description: useId(), error: useId(), title: useId() };
  return (
    <div className={className}>
      <span className={`${className}__label`} id={ids.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={`lg-date-button${value ? '' : ' lg-date-button--empty'} ${className}__button`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-labelledby={`${ids.label} ${ids.value}`}
        aria-invalid={Boolean(error)}
        aria-describedby={[description && ids.description, error && ids.error].filter(Boolean).join(' ') || undefined}
        onClick={() => setIsOpen(true)}
      >
        <span id={ids.value}>{valueText}</span>
        <svg className="lg-date-button__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      <span className={`${className}__description`} id={ids.description}>
        {description}
      </span>
      {error && (
        <p className={`${className}__error`} id={ids.error} role="alert">
          {error}
        </p>
      )}
      {isOpen && (
        <CalendarDialog title={label} titleId={ids.title} closeText={t('datePicker.close')} loadingText={t('states.loading')} onClose={close}>
          <Calendar
            value={value}
            min={min}
            max={max}
            today={today}
            language={i18n.language}
            onChange={(date) => {
              close();
              onChange(date);
            }}
          />
        </CalendarDialog>
      )}
    </div>
  );
}

interface CalendarDialogProps {
  title: string;
  titleId: string;
  closeText: string;
  loadingText: string;
  onClose: () => void;
  children: ReactNode;
}

/** The modal around the calendar: titled by the field's label, its loading text while the calendar's code arrives. */
function CalendarDialog({ title, titleId, closeText, loadingText, onClose, children }: CalendarDialogProps) {
  return (
    <PanelDialog title={title} titleId={titleId} closeText={closeText} onClose={onClose} className="lg-calendar-dialog">
      <Suspense fallback={<p className="lg-calendar-dialog__loading">{loadingText}</p>}>{children}</Suspense>
    </PanelDialog>
  );
}

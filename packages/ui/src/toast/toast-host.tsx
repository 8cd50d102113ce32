import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastMessage } from './toast-message';
import { TOAST_DEFAULT_MS } from './toast-durations';
import { toastReadingMs } from './toast-reading-ms';
import './toast.css';

/** Props of {@link ToastHost}. */
export interface ToastHostProps {
  /** Toasts to show, oldest first. */
  toasts: readonly ToastMessage[];
  /** Called with a toast's id once its duration has passed. */
  onDismiss: (id: ToastMessage['id']) => void;
}

/**
 * Shows toasts in a polite live region and asks for each one to be dismissed when its time is up: its
 * duration, or longer when its text takes longer to read ({@link toastReadingMs}).
 * Render it once near the app root; the region stays mounted so screen readers announce new toasts.
 */
export function ToastHost({ toasts, onDismiss }: ToastHostProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="lg-toast-host" role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: ToastHostProps['onDismiss'] }) {
  const { id, text, durationMs = TOAST_DEFAULT_MS } = toast;
  const shownMs = Math.max(durationMs, toastReadingMs(text));
  const dismiss = useEffectEvent(() => onDismiss(id));
  useEffect(() => {
    const timer = setTimeout(dismiss, shownMs);
    return () => clearTimeout(timer);
  }, [shownMs]);
  return <p className="lg-toast">{text}</p>;
}

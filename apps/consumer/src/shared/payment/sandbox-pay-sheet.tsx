import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './sandbox-pay-sheet.css';

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Props of {@link SandboxPaySheet}. */
export interface SandboxPaySheetProps {
  /** The amount the server asks for, in fen. */
  amount: number;
  /** While the sandbox is answering: the buttons wait. */
  isBusy: boolean;
  onConfirm: () => void;
  onFail: () => void;
  /** Escape and 'close': leaves the payment for now. */
  onClose: () => void;
}

/**
 * The local sandbox provider's payment sheet, standing in for WeChat's: the amount, 'confirm' (a
 * successful payment) and 'fail'. A modal dialog: focus moves in (to 'confirm') and stays inside, Escape
 * closes it, and focus returns to what opened it.
 */
export function SandboxPaySheet({ amount, isBusy, onConfirm, onFail, onClose }: SandboxPaySheetProps) {
  const { t } = useTranslation('paySheet');
  const ids = { title: useId(), amount: useId() };
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    confirmRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      // While the payment goes through, the sheet stays, as its close button does.
      if (!isBusy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="lg-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}>
      <div
        ref={dialogRef}
        className="lg-dialog sandbox-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={ids.amount}
        aria-busy={isBusy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <h2 className="lg-dialog__title" id={ids.title}>
          {t('sandboxTitle')}
        </h2>
        <div id={ids.amount} className="sandbox-sheet__body">
          <p className="sandbox-sheet__label">{t('sandboxAmount')}</p>
          <p className="sandbox-sheet__amount">{t('yuan', { amount: formatYuan(amount) })}</p>
          <p className="sandbox-sheet__note">{t('sandboxNote')}</p>
        </div>
        <div className="lg-dialog__actions sandbox-sheet__actions">
          <Button variant="secondary" onClick={onFail} disabled={isBusy}>
            {t('sandboxFail')}
          </Button>
          <Button ref={confirmRef} onClick={onConfirm} disabled={isBusy}>
            {t('sandboxConfirm')}
          </Button>
        </div>
        <Button variant="text" className="sandbox-sheet__close" onClick={onClose} disabled={isBusy}>
          {t('sandboxClose')}
        </Button>
      </div>
    </div>,
    document.body,
  );
}

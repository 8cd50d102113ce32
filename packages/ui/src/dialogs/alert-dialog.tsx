import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { DialogFrame } from './dialog-frame';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading; defaults to 'error notice' (错误提示). */
  title?: string;
  /** The text to show. */
  message: ReactNode;
  /** Called by the button and by Escape. */
  onClose: () => void;
  /** Button text; defaults to 'I know' (我知道了). */
  buttonText?: string;
}

/**
 * A modal notice with one button (spec §2 Shared overlays). Focus moves to the button when it opens
 * and back to the opener when it closes; Escape closes it.
 */
export function AlertDialog({ open, title, message, onClose, buttonText }: AlertDialogProps) {
  const { t } = useTranslation('ui');
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <DialogFrame
      title={title ?? t('dialog.errorNotice')}
      message={message}
      onEscape={onClose}
      initialFocusRef={buttonRef}
    >
      <Button ref={buttonRef} onClick={onClose}>
        {buttonText ?? t('dialog.iKnow')}
      </Button>
    </DialogFrame>
  );
}

import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { DialogFrame } from './dialog-frame';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading; defaults to 'error notice' (错误提示). */
  title?: string;
  /** The question to confirm. */
  message: ReactNode;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel: () => void;
  /** Confirm button text; defaults to 'confirm' (确定). */
  confirmText?: string;
  /** Cancel button text; defaults to 'cancel' (取消). */
  cancelText?: string;
}

/**
 * A modal question with cancel and confirm buttons (spec §2 Shared overlays). Focus moves to the confirm
 * button when it opens and back to the opener when it closes; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <DialogFrame
      title={title ?? t('dialog.errorNotice')}
      message={message}
      onEscape={onCancel}
      initialFocusRef={confirmRef}
    >
      <Button variant="secondary" onClick={onCancel}>
        {cancelText ?? t('dialog.cancel')}
      </Button>
      <Button ref={confirmRef} onClick={onConfirm}>
        {confirmText ?? t('dialog.confirm')}
      </Button>
    </DialogFrame>
  );
}

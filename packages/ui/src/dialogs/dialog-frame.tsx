import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';
import './dialogs.css';

interface DialogFrameProps {
  title: string;
  message: ReactNode;
  /** The dialog's buttons. */
  children: ReactNode;
  /** Called when Escape is pressed inside the dialog. */
  onEscape: () => void;
  /** The button that receives focus when the dialog opens. */
  initialFocusRef: RefObject<HTMLButtonElement | null>;
}

/** The modal shell shared by the alert and confirm dialogs: backdrop, labelling, focus trap and Escape. */
export function DialogFrame({ title, message, children, onEscape, initialFocusRef }: DialogFrameProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useDialogFocus(dialogRef, initialFocusRef);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    trapTab(event);
  };

  return createPortal(
    <div
      className="lg-dialog-backdrop"
      // Clicking the backdrop must not move focus out of the dialog.
      onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
    >
      <div
        ref={dialogRef}
        className="lg-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="lg-dialog__title">
          {title}
        </h2>
        <div id={messageId} className="lg-dialog__message">
          {message}
        </div>
        <div className="lg-dialog__actions">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

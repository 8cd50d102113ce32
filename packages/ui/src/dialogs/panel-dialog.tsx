import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';
import './dialogs.css';

/** Props of {@link PanelDialog}. */
export interface PanelDialogProps {
  title: string;
  /** The title's id, for content that refers to it. */
  titleId: string;
  /** The text of the close button at the title's end ('close' / '关闭'). */
  closeText: string;
  /** Called by the close button, Escape and a tap on the backdrop. */
  onClose: () => void;
  /** What gets the focus when it opens; the dialog itself when null (a child that takes focus as it mounts keeps it). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class of the panel (its width, a list's height). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal panel with a title and a close button at its head, for content to choose from (a calendar, the
 * coupons of a booking): Tab stays inside, Escape and the backdrop close it, and the focus goes back to the
 * opener when it closes.
 */
export function PanelDialog({ title, titleId, closeText, onClose, initialFocusRef, className, children }: PanelDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const noInitialFocus = useRef<HTMLElement>(null);
  const trapTab = useDialogFocus(dialogRef, initialFocusRef ?? noInitialFocus);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };
  return createPortal(
    <div className="lg-dialog-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={className ? `lg-panel-dialog ${className}` : 'lg-panel-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="lg-panel-dialog__head">
          <h2 id={titleId} className="lg-panel-dialog__title">
            {title}
          </h2>
          <button type="button" className="lg-panel-dialog__close" onClick={onClose}>
            {closeText}
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Focus management of a modal dialog: while mounted, focus sits on `initialFocusRef` (or the dialog) unless
 * a child already took it;
 * on unmount it returns to the element that had it before (the opener). The returned key handler keeps
 * Tab and Shift+Tab cycling inside the dialog.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  initialFocusRef: RefObject<HTMLElement | null>,
): (event: KeyboardEvent) => void {
  useEffect(() => {
    const opener = document.activeElement;
    // A child that took focus as it mounted (a calendar's chosen day) keeps it.
    if (!dialogRef.current?.contains(document.activeElement)) (initialFocusRef.current ?? dialogRef.current)?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialogRef, initialFocusRef]);

  return (event) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

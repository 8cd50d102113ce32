import { Button, type ButtonProps } from '@luggage/ui/button';
import { ConfirmDialog } from '@luggage/ui/dialogs';
import { useState } from 'react';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps extends Pick<ButtonProps, 'variant' | 'className' | 'disabled'> {
  /** The button's text. */
  text: string;
  /** While the action runs: the button says `busyText` and cannot be pressed again. */
  isBusy: boolean;
  busyText: string;
  /** The question asked before acting; `cancelText` defaults to the dialog's 'cancel'. */
  question: { title: string; message: string; confirmText: string; cancelText?: string };
  /** Called once the traveller has confirmed. */
  onConfirm: () => void;
}

/** A button whose action (withdraw, cancel the payment, log out…) runs only after a confirmation dialog. */
export function ConfirmButton({ text, isBusy, busyText, question, onConfirm, disabled, ...button }: ConfirmButtonProps) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button {...button} disabled={isBusy || disabled} onClick={() => setIsAsking(true)}>
        {isBusy ? busyText : text}
      </Button>
      <ConfirmDialog
        open={isAsking}
        {...question}
        onConfirm={() => {
          setIsAsking(false);
          onConfirm();
        }}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}

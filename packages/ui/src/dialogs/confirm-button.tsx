import { useState } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** Props of {@link ConfirmButton}: a {@link Button}'s, but the click asks `question` first. */
export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question the click asks: its title, its text, the confirm button's text and, if not 'cancel', the other button's. */
  question: Pick<ConfirmDialogProps, 'message' | 'cancelText'> & { title: string; confirmText: string };
  /** Called once the question is confirmed; cancelling (button or Escape) does nothing. */
  onConfirm: () => void;
}

/** A button whose action is asked about first in a {@link ConfirmDialog}, e.g. logging out. */
export function ConfirmButton({ question, onConfirm, ...button }: ConfirmButtonProps) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setIsAsking(true)} />
      <ConfirmDialog
        open={isAsking}
        {...question}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          setIsAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}

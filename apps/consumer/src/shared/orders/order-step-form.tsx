import { Button } from '@luggage/ui/button';
import { Stack } from '@luggage/ui/layout';
import type { ReactNode } from 'react';
import './order-step.css';

/** Props of {@link OrderStepForm}. */
export interface OrderStepFormProps {
  /** Called on submit (the page does not reload): check what was typed, then send it. */
  onSubmit: () => void;
  /** While it is being sent: the submit button says `sendingText` and cannot be pressed again. */
  isSending: boolean;
  submitText: string;
  sendingText: string;
  /** The step's sections. */
  children: ReactNode;
}

/** An order action screen's form (apply, edit, reason, review…): its sections, then the full-width submit button. */
export function OrderStepForm({ onSubmit, isSending, submitText, sendingText, children }: OrderStepFormProps) {
  return (
    <Stack
      as="form"
      gap={2}
      className="order-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" className="order-step__next" disabled={isSending}>
        {isSending ? sendingText : submitText}
      </Button>
    </Stack>
  );
}

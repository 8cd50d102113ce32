import { Button } from '@luggage/ui/button';
import { SectionHeading } from '@luggage/ui/layout';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerRefusal } from './server-refusal';
import './verify.css';

/** Props of {@link StepForm}. */
export interface StepFormProps {
  step: 1 | 2;
  heading: string;
  /** While the step's call runs: the button is disabled and says `busyLabel`. */
  isBusy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The server's refusal; one about none of the fields is said under the button. */
  refusal: ServerRefusal<string> | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** One step of #/verify: 'step N of 2', its heading, its fields, the submit button and a refusal under it. */
export function StepForm({ step, heading, isBusy, submitLabel, busyLabel, refusal, onSubmit, children }: StepFormProps) {
  const { t } = useTranslation('verify');
  const headingId = useId();
  return (
    <form className="lg-section verify__step" aria-labelledby={headingId} noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      <p className="verify__note">{t('stepOf', { step })}</p>
      <SectionHeading level={2} id={headingId}>
        {heading}
      </SectionHeading>
      {children}
      <Button type="submit" disabled={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
      {refusal && refusal.field === undefined && (
        <p className="verify__refusal" role="alert">
          {refusal.text}
        </p>
      )}
    </form>
  );
}

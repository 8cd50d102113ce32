import { Button } from '@luggage/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link CounterStep}. */
export interface CounterStepProps {
  /** Which step, naming its texts (`heading`, `confirm`, `confirming`) in the counter's translations. */
  step: 'checkIn' | 'checkOut';
  /** What stops the step (shown as an alert above the button), if anything. */
  error?: string;
  /** The step's call is under way: the button is disabled and says so. */
  isBusy: boolean;
  onConfirm: () => void;
  /** What the staff check or fill in before confirming. */
  children: ReactNode;
}

/** The last step of a check-in or check-out at the counter: its heading, what to check, the error, the big confirm button. */
export function CounterStep({ step, error, isBusy, onConfirm, children }: CounterStepProps) {
  const { t } = useTranslation('counter');
  return (
    <div className="counter__step">
      <h3 className="counter__subheading">{t(`${step}.heading`)}</h3>
      {children}
      {error && (
        <p className="counter__error" role="alert">
          {error}
        </p>
      )}
      <Button className="counter__confirm" disabled={isBusy} onClick={onConfirm}>
        {isBusy ? t(`${step}.confirming`) : t(`${step}.confirm`)}
      </Button>
    </div>
  );
}

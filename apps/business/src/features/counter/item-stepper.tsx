import { Button } from '@luggage/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Most items of one kind in one booking (the contract's limit). */
const MAX_ITEMS = 99;

/** Props of {@link ItemStepper}. */
export interface ItemStepperProps {
  /** What is counted, e.g. 'bag (small item)'. */
  label: string;
  value: number;
  onValue: (value: number) => void;
}

/** A count of luggage items from 0 to 99: typed, or stepped with − and + (each named for screen readers). */
export function ItemStepper({ label, value, onValue }: ItemStepperProps) {
  const { t } = useTranslation('counter');
  const id = useId();
  const set = (next: number) => onValue(Math.min(MAX_ITEMS, Math.max(0, Number.isFinite(next) ? Math.trunc(next) : 0)));
  return (
    <div className="counter-stepper">
      <label className="counter-stepper__label" htmlFor={id}>
        {label}
      </label>
      <Button variant="secondary" aria-label={t('walkIn.decrease', { item: label })} disabled={value <= 0} onClick={() => set(value - 1)}>
        −
      </Button>
      <input
        id={id}
        className="counter-stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_ITEMS}
        value={value}
        onChange={(event) => set(event.target.valueAsNumber)}
      />
      <Button variant="secondary" aria-label={t('walkIn.increase', { item: label })} disabled={value >= MAX_ITEMS} onClick={() => set(value + 1)}>
        +
      </Button>
    </div>
  );
}

import { Button } from '@luggage/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHintStep, nextHintStep, saveHintStep, type HintStep } from './hint-step-storage';
import './first-visit-hint.css';

/**
 * The two-step hint of a first visit (spec §2 Home screen): 'choose a city, search storage points', then
 * 'tap the yellow icon to book'. Each step is remembered, so it runs once.
 */
export function FirstVisitHint() {
  const { t } = useTranslation('consumer');
  const [step, setStep] = useState<HintStep>(() => loadHintStep());
  if (step === 0) return null;
  const advance = () => {
    const next = nextHintStep(step);
    saveHintStep(next);
    setStep(next);
  };
  return (
    <div className={`first-visit-hint first-visit-hint--step-${step}`} role="dialog" aria-modal="false" aria-labelledby="first-visit-hint-text">
      <p id="first-visit-hint-text" className="first-visit-hint__text" aria-live="polite">
        <span className="first-visit-hint__step">{t('hint.stepOf', { step, total: 2 })}</span>
        {step === 1 ? t('hint.chooseCity') : t('hint.tapIcon')}
      </p>
      <Button onClick={advance}>{step === 1 ? t('hint.next') : t('hint.done')}</Button>
    </div>
  );
}

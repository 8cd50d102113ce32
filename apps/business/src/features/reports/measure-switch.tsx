import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEASURES, type Measure } from './measure';

/** Props of {@link MeasureSwitch}. */
export interface MeasureSwitchProps {
  measure: Measure;
  onChange: (measure: Measure) => void;
}

/** Whether the charts plot order counts or amounts: a radio group drawn as a segmented control. */
export function MeasureSwitch({ measure, onChange }: MeasureSwitchProps) {
  const { t } = useTranslation('reports');
  const name = useId();
  return (
    <fieldset className="measure-switch">
      <legend className="measure-switch__legend">{t('stats.measureLabel')}</legend>
      {MEASURES.map((choice) => (
        <label key={choice} className="measure-switch__choice">
          <input type="radio" name={name} value={choice} checked={choice === measure} onChange={() => onChange(choice)} />
          <span>{t(`stats.${choice}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

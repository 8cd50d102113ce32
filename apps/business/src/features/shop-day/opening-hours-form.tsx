import { SHOP_HOURS_MAX, type OpeningHours } from '@luggage/api/contract';
import { useUpdateShopHoursMutation } from '@luggage/api/business-shop-api';
import { Button } from '@luggage/ui/button';
import { TextField } from '@luggage/ui/text-field';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectionToast } from '@luggage/api/store';
import { FormOutcome } from '../../shared/form-outcome';
import { hoursErrors, type RuleErrors } from './hours-errors';
import { TitledCard } from './titled-card';

/** Props of {@link OpeningHoursForm}. */
export interface OpeningHoursFormProps {
  storeId: number;
  /** The saved rules the form starts from; later changes to them do not overwrite what is being edited. */
  hours: readonly OpeningHours[];
  isReadOnly: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A rule's two times, opening then closing, edited alike. */
const TIME_FIELDS = ['open', 'close'] as const;
/** A rule to fill in: its days are left for the owner to choose. */
const newRule = (): OpeningHours => ({ weekdays: [], open: '09:00', close: '21:00' });

interface RuleFieldsProps {
  rule: OpeningHours;
  index: number;
  errors: RuleErrors;
  isReadOnly: boolean;
  canRemove: boolean;
  onChange: (rule: OpeningHours) => void;
  onRemove: () => void;
}

function RuleFields({ rule, index, errors, isReadOnly, canRemove, onChange, onRemove }: RuleFieldsProps) {
  const { t } = useTranslation('shopDay');
  const id = useId();
  const number = index + 1;
  const toggle = (weekday: number) =>
    onChange({ ...rule, weekdays: rule.weekdays.includes(weekday) ? rule.weekdays.filter((day) => day !== weekday) : [...rule.weekdays, weekday].sort((a, b) => a - b) });
  return (
    <fieldset className="shop-settings__rule">
      <legend className="shop-settings__legend">{t('settings.hours.rule', { number })}</legend>
      <fieldset className="shop-settings__weekdays" aria-describedby={errors.days ? `${id}-days` : undefined}>
        <legend className="shop-settings__sublegend">{t('settings.hours.days')}</legend>
        {WEEKDAYS.map((weekday) => (
          <label key={weekday} className="shop-settings__weekday">
            <input type="checkbox" checked={rule.weekdays.includes(weekday)} aria-invalid={Boolean(errors.days)} onChange={() => toggle(weekday)} />
            <span>{t(`settings.weekdays.${weekday}`)}</span>
          </label>
        ))}
        {errors.days && (
          <p id={`${id}-days`} className="shop-settings__error" role="alert">
            {t(`settings.hours.${errors.days}`)}
          </p>
        )}
      </fieldset>
      <div className="shop-settings__times">
        {TIME_FIELDS.map((field) => {
          const error = errors[field];
          return (
            <TextField
              key={field}
              id={`${id}-${field}`}
              label={t(`settings.hours.${field}`)}
              value={rule[field]}
              inputMode="numeric"
              placeholder={t('settings.hours.timePlaceholder')}
              readOnly={isReadOnly}
              error={error && t(`settings.hours.${error}`)}
              onValue={(time) => onChange({ ...rule, [field]: time.trim() })}
            />
          );
        })}
      </div>
      {canRemove && (
        <Button variant="text" className="shop-settings__remove" onClick={onRemove}>
          {t('settings.hours.remove', { number })}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * The shop's opening rules (weekdays with an opening and a closing time, 'HH:mm' with '24:00' for midnight):
 * owners add, remove and change rules and save them all at once; each rule needs a weekday and to open
 * before it closes, said next to the field. A refused save keeps the edits.
 */
export function OpeningHoursForm({ storeId, hours, isReadOnly }: OpeningHoursFormProps) {
  const { t } = useTranslation('shopDay');
  // A shop without rules yet starts from one to fill in (at least one rule is needed).
  const [rules, setRules] = useState<OpeningHours[]>(() => (hours.length > 0 ? hours.map((rule) => ({ ...rule, weekdays: [...rule.weekdays] })) : [newRule()]));
  const [isChecked, setIsChecked] = useState(false);
  const [updateHours, update] = useUpdateShopHoursMutation();
  const showRefusal = useRejectionToast();
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused attempts: each one takes the focus to the first field in error once it is drawn.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const errors = isChecked ? hoursErrors(rules) : rules.map(() => ({}));
  const hasErrors = errors.some((rule) => Object.keys(rule).length > 0);

  const change = (rules: OpeningHours[]) => {
    setRules(rules);
    update.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (hoursErrors(rules).some((rule) => Object.keys(rule).length > 0)) return setRefusals((count) => count + 1);
    void updateHours({ storeId, hours: rules }).then((result) => showRefusal(result.error));
  };

  return (
    <TitledCard as="form" gap={3} ref={formRef} titleId="shop-settings-hours" title={t('settings.hours.title')} noValidate onSubmit={submit}>
      <fieldset className="shop-settings__plain" disabled={isReadOnly}>
        {rules.map((rule, index) => (
          <RuleFields
            // Rules have no identity of their own; every field is controlled, so the position is enough.
            key={index}
            rule={rule}
            index={index}
            errors={errors[index] ?? {}}
            isReadOnly={isReadOnly}
            canRemove={!isReadOnly && rules.length > 1}
            onChange={(changed) => change(rules.map((old, at) => (at === index ? changed : old)))}
            onRemove={() => change(rules.filter((_rule, at) => at !== index))}
          />
        ))}
      </fieldset>
      {!isReadOnly && (
        <div className="shop-settings__buttons">
          <Button variant="secondary" disabled={rules.length >= SHOP_HOURS_MAX} onClick={() => change([...rules, newRule()])}>
            {t('settings.hours.add')}
          </Button>
          <Button type="submit" disabled={update.isLoading}>
            {update.isLoading ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      )}
      <FormOutcome
        success={update.isSuccess ? t('settings.hours.saved') : undefined}
        error={hasErrors ? t('settings.hours.hasErrors') : undefined}
      />
    </TitledCard>
  );
}

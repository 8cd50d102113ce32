import { formatDate } from '@luggage/domain/dates';
import { SHOP_CAPACITY_MAX, type ShopGoodsSetting } from '@luggage/api/contract';
import { useUpdateShopCapacityMutation } from '@luggage/api/business-shop-api';
import { Button } from '@luggage/ui/button';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsName } from '@luggage/app-shell/i18n';
import { useRejectionToast } from '@luggage/api/store';
import { FormOutcome } from '../../shared/form-outcome';

/** Props of {@link CapacityForm}. */
export interface CapacityFormProps {
  storeId: number;
  goods: ShopGoodsSetting;
  isReadOnly: boolean;
}

/**
 * One goods' daily capacity: a whole number from the items already booked on the busiest day ahead (said
 * under the field) to {@link SHOP_CAPACITY_MAX}, checked before it is sent; the server's refusal is shown
 * and the typed number kept.
 */
export function CapacityForm({ storeId, goods, isReadOnly }: CapacityFormProps) {
  const { t, i18n } = useTranslation('shopDay');
  const id = useId();
  const [value, setValue] = useState(String(goods.capacity));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [updateCapacity, update] = useUpdateShopCapacityMutation();
  const showRefusal = useRejectionToast();
  const name = goodsName(t, goods.goodsId, 'plural');
  const peakDate = goods.bookedPeakDate && formatDate(goods.bookedPeakDate, i18n.language, { withWeekday: true });
  const describedBy = [peakDate && `${id}-peak`, fieldError && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const check = (): string | null => {
    const capacity = Number(value);
    if (!/^\d+$/.test(value) || capacity > SHOP_CAPACITY_MAX) return t('settings.capacity.notNumber', { min: goods.bookedPeak, max: SHOP_CAPACITY_MAX });
    if (capacity < goods.bookedPeak) return t('settings.capacity.belowPeak', { count: goods.bookedPeak, date: peakDate });
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = check();
    setFieldError(error);
    if (error) inputRef.current?.focus();
    else void updateCapacity({ storeId, goodsId: goods.goodsId, capacity: Number(value) }).then((result) => showRefusal(result.error));
  };

  return (
    <form className="shop-settings__capacity" noValidate onSubmit={submit}>
      <div className="lg-field">
        <label className="lg-field__label" htmlFor={`${id}-input`}>
          {t('settings.capacity.label', { goods: name })}
        </label>
        <div className="lg-field__row">
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="lg-field__input"
            type="number"
            inputMode="numeric"
            min={goods.bookedPeak}
            max={SHOP_CAPACITY_MAX}
            step={1}
            value={value}
            readOnly={isReadOnly}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={describedBy}
            onChange={(event) => {
              setValue(event.target.value);
              update.reset();
            }}
          />
          {!isReadOnly && (
            <Button type="submit" disabled={update.isLoading} aria-label={t('settings.capacity.saveFor', { goods: name })}>
              {update.isLoading ? t('settings.saving') : t('settings.save')}
            </Button>
          )}
        </div>
        {peakDate && (
          <p id={`${id}-peak`} className="shop-settings__hint">
            {t('settings.capacity.peak', { count: goods.bookedPeak, date: peakDate })}
          </p>
        )}
        {fieldError && (
          <p id={`${id}-error`} className="lg-field__error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      <FormOutcome success={update.isSuccess ? t('settings.capacity.saved', { goods: name }) : undefined} />
    </form>
  );
}

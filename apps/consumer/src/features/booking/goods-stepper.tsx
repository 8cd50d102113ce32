import type { GoodsPrice } from '@luggage/domain/shops';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPriceText } from '../../shared/shop-facts/goods-price-text';
import { ListRow } from '@luggage/ui/layout';

/** Props of {@link GoodsStepper}. */
export interface GoodsStepperProps {
  /** The goods' name, e.g. 'bag (small item)'. */
  label: string;
  price: GoodsPrice;
  count: number;
  /** The most that can be booked; null while unknown (availability loading or failed), which locks the stepper. */
  max: number | null;
  /** Why the most is limited ('only 2 left for these dates'), announced when it changes. */
  note: string | null;
  onCount: (count: number) => void;
}

/** How many items of one goods to store: −/+ buttons around a number field that stays within 0…max. */
export function GoodsStepper({ label, price, count, max, note, onCount }: GoodsStepperProps) {
  const { t } = useTranslation('booking');
  const ids = { label: useId(), note: useId() };
  const change = (next: number) => max !== null && onCount(Math.min(Math.max(0, next), max));
  return (
    <ListRow canWrap isDivided className="goods-stepper" role="group" aria-labelledby={ids.label}>
      <div className="goods-stepper__goods">
        <span className="goods-stepper__name" id={ids.label}>
          {label}
        </span>
        <span className="goods-stepper__price">
          <GoodsPriceText price={price} />
        </span>
      </div>
      <div className="goods-stepper__controls">
        <button
          type="button"
          className="goods-stepper__button"
          aria-label={t('fewer', { goods: label })}
          disabled={max === null || count <= 0}
          onClick={() => change(count - 1)}
        >
          −
        </button>
        <input
          className="goods-stepper__count"
          type="number"
          inputMode="numeric"
          min={0}
          max={max ?? count}
          value={count}
          disabled={max === null}
          aria-labelledby={ids.label}
          aria-describedby={ids.note}
          onChange={(event) => change(Number.parseInt(event.target.value, 10) || 0)}
        />
        <button
          type="button"
          className="goods-stepper__button"
          aria-label={t('more', { goods: label })}
          disabled={max === null || count >= max}
          onClick={() => change(count + 1)}
        >
          +
        </button>
      </div>
      <p className="goods-stepper__note" id={ids.note} aria-live="polite">
        {note}
      </p>
    </ListRow>
  );
}

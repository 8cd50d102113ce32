import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@luggage/ui/layout';
import '../../shared/orders/order-step.css';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** 1–5, or null before a choice. */
  score: number | null;
  onScore: (score: number) => void;
  /** Already-translated; shown as an alert and tied to the group. */
  error?: string;
}

/**
 * The score as five stars: a native radio group (arrow keys move between the stars, each read as
 * '3 stars'), drawn as stars filled up to the choice.
 */
export function StarRating({ score, onScore, error }: StarRatingProps) {
  const { t } = useTranslation('review');
  const ids = { name: useId(), error: useId() };
  return (
    <Section as="fieldset" className="star-rating" aria-describedby={error ? ids.error : undefined}>
      <legend className="review__legend">{t('scoreLegend')}</legend>
      <div className="star-rating__stars">
        {SCORES.map((value) => (
          <label key={value} className={score !== null && value <= score ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}>
            <input
              className="star-rating__input"
              type="radio"
              name={ids.name}
              value={value}
              checked={score === value}
              aria-label={t('stars', { count: value })}
              onChange={() => onScore(value)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="review__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </Section>
  );
}

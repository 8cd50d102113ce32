import { useTranslation } from 'react-i18next';
import './review-stars.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** A review's score as five stars, filled up to `score` (1–5); screen readers hear '4 stars out of 5'. */
export function ReviewStars({ score }: { score: number }) {
  const { t } = useTranslation('ui');
  return (
    <span className="lg-review-stars" role="img" aria-label={t('stars.label', { count: score })}>
      {STARS.map((star) => (
        <span key={star} className={star <= score ? 'lg-review-stars__star lg-review-stars__star--on' : 'lg-review-stars__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

import { useTranslation } from 'react-i18next';

/** The shop's score (one decimal, read 'score 4.8 out of 5') and how many reviews it has. */
export function ReviewSummary({ score, count }: { score: number; count: number }) {
  const { t } = useTranslation('comments');
  const scoreText = score.toFixed(1);
  return (
    <p className="review-summary">
      <span className="review-summary__score">
        <span className="lg-visually-hidden">{t('score', { score: scoreText })}</span>
        <span aria-hidden="true">★ {scoreText}</span>
      </span>
      <span className="review-summary__count">{t('count', { count })}</span>
    </p>
  );
}

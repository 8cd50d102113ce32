import { useTranslation } from 'react-i18next';
import './shop-facts.css';

/** A shop's score (0–5) with one decimal behind a star; screen readers hear 'score 4.8'. */
export function ShopScore({ score }: { score: number }) {
  const { t } = useTranslation('shopFacts');
  return (
    <span className="shop-score">
      <span className="shop-score__star" aria-hidden="true">
        ★
      </span>
      <span className="lg-visually-hidden">{t('score')} </span>
      {score.toFixed(1)}
    </span>
  );
}

import { ATTRIBUTION_DAYS, REWARD_PENDING_DAYS } from '@luggage/domain/rewards';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './rewards.css';

/** The promotion programme in three steps (share, earn, withdraw), from the rules' own numbers. */
export function ProgrammeRules() {
  const { t } = useTranslation('rewards');
  const id = useId();
  return (
    <section className="rewards-rules" aria-labelledby={id}>
      <h2 id={id} className="rewards-rules__title">
        {t('rulesTitle')}
      </h2>
      <ol className="rewards-rules__list">
        <li>{t('rules.share')}</li>
        <li>{t('rules.earn', { attributionDays: ATTRIBUTION_DAYS })}</li>
        <li>{t('rules.pending', { days: REWARD_PENDING_DAYS })}</li>
      </ol>
    </section>
  );
}

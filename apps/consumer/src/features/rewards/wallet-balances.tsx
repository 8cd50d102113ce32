import { WITHDRAWAL_MIN_FEN } from '@luggage/api/contract';
import { formatYuan, formatYuanShort } from '@luggage/domain/money';
import { REWARD_PENDING_DAYS } from '@luggage/domain/rewards';
import { Button } from '@luggage/ui/button';
import { Section } from '@luggage/ui/layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './rewards.css';

/** Props of {@link WalletBalances}. */
export interface WalletBalancesProps {
  /** Fen that may be withdrawn now. */
  withdrawable: number;
  /** Fen of the rewards still pending. */
  pending: number;
}

/**
 * The wallet at the top of #/cash: what may be withdrawn and what is pending, the way to withdraw (or why
 * not yet: below the smallest withdrawal) and to my promotion code.
 */
export function WalletBalances({ withdrawable, pending }: WalletBalancesProps) {
  const { t } = useTranslation('rewards');
  const id = useId();
  const canWithdraw = withdrawable >= WITHDRAWAL_MIN_FEN;
  return (
    <Section className="wallet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lg-visually-hidden">
        {t('balances')}
      </h2>
      <dl className="wallet__figures">
        <div className="wallet__figure">
          <dt>{t('withdrawable')}</dt>
          <dd className="wallet__amount">{t('yuan', { amount: formatYuan(withdrawable) })}</dd>
        </div>
        <div className="wallet__figure">
          <dt>{t('pending')}</dt>
          <dd className="wallet__amount wallet__amount--pending">{t('yuan', { amount: formatYuan(pending) })}</dd>
        </div>
      </dl>
      <p className="rewards__note">{t('pendingNote', { days: REWARD_PENDING_DAYS })}</p>
      <div className="wallet__actions">
        {canWithdraw ? (
          <Link className="lg-button lg-button--primary" to="/withdraw">
            {t('withdraw')}
          </Link>
        ) : (
          <Button disabled aria-describedby={`${id}-minimum`}>
            {t('withdraw')}
          </Button>
        )}
        <Link className="lg-button lg-button--secondary" to="/qrcode">
          {t('myCode')}
        </Link>
      </div>
      {!canWithdraw && (
        <p id={`${id}-minimum`} className="rewards__note">
          {t('withdrawMinimum', { min: formatYuanShort(WITHDRAWAL_MIN_FEN) })}
        </p>
      )}
    </Section>
  );
}

import { WITHDRAWAL_MIN_FEN } from '@luggage/api/contract';
import { useRewardListQuery } from '@luggage/api/rewards-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatYuan, formatYuanShort } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { FactList, Section } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithdrawForm } from './withdraw-form';
import './rewards.css';

/** Props of {@link WithdrawScreen}. */
export interface WithdrawScreenProps {
  /** Withdrawals go to a WeChat balance: outside WeChat there is no WeChat user to pay. */
  isInWeChat: boolean;
  /** The openid the app keeps from WeChat's authorisation; undefined when it has none (denied, failed). */
  openid: string | undefined;
  /** Sends the traveller to WeChat's authorisation once more (inside WeChat without an openid). */
  onAuthoriseAgain: () => void;
}

/** Where the money would go: the form, or why there is no WeChat user to pay here. */
function Destination({ isInWeChat, openid, balance, onAuthoriseAgain }: WithdrawScreenProps & { balance: number }) {
  const { t } = useTranslation('rewards');
  if (!isInWeChat) return <p className="rewards__notice">{t('outsideWeChat')}</p>;
  if (openid === undefined) {
    return (
      <>
        <p className="rewards__notice">{t('noOpenid')}</p>
        <Button onClick={onAuthoriseAgain}>{t('authoriseAgain')}</Button>
      </>
    );
  }
  if (balance < WITHDRAWAL_MIN_FEN) {
    return (
      <>
        <p className="rewards__notice">{t('nothingToWithdraw', { min: formatYuanShort(WITHDRAWAL_MIN_FEN) })}</p>
        <Link className="lg-button lg-button--secondary" to="/qrcode">
          {t('myCode')}
        </Link>
      </>
    );
  }
  return <WithdrawForm balance={balance} openid={openid} />;
}

/**
 * Withdrawing (#/withdraw): the withdrawable balance and, inside WeChat with the traveller's openid, the
 * form that pays an amount of it to their WeChat balance; elsewhere, why it has to be done in WeChat.
 */
export function WithdrawScreen(props: WithdrawScreenProps) {
  const { t } = useTranslation('rewards');
  const wallet = useRewardListQuery({ pageNo: 1 });
  if (wallet.isError && !wallet.data) return <ErrorState message={apiErrorText(wallet.error, t)} onRetry={() => void wallet.refetch()} />;
  if (!wallet.data) return <LoadingState text={t('loading')} />;
  const balance = wallet.data.withdrawable;
  return (
    <div className="rewards">
      <Section gap={2}>
        <FactList isValueEnd>
          <dt>{t('balance')}</dt>
          <dd className="wallet__amount">{t('yuan', { amount: formatYuan(balance) })}</dd>
        </FactList>
        <Destination {...props} balance={balance} />
      </Section>
    </div>
  );
}

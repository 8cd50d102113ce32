import { useRewardListQuery } from '@luggage/api/rewards-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { Tabs } from '@luggage/ui/tabs';
import { useTranslation } from 'react-i18next';
import { StateWithLink } from '../../shared/state-with-link';
import { CASH_TABS, type CashTab } from './cash-tab';
import { ProgrammeRules } from './programme-rules';
import { RewardList } from './reward-list';
import { WalletBalances } from './wallet-balances';
import { WithdrawalList } from './withdrawal-list';
import './rewards.css';

/** Props of {@link CashScreen}. */
export interface CashScreenProps {
  /** The selected tab (the app keeps it in the URL). */
  tab: CashTab;
  onSelectTab: (tab: CashTab) => void;
}

/**
 * My rewards (#/cash): the withdrawable and pending balances with the ways to withdraw and to my promotion
 * code, then the rewards and the withdrawals as tabs. Before the first reward: how the programme works and
 * the way to my code, instead of empty lists.
 */
export function CashScreen({ tab, onSelectTab }: CashScreenProps) {
  const { t } = useTranslation('rewards');
  // `data`: the balances of the last answer stay while a withdrawal refetches them.
  const first = useRewardListQuery({ pageNo: 1 });
  if (first.isError && !first.data) return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  if (!first.data) return <LoadingState text={t('loading')} />;
  const { withdrawable, pending, rewards } = first.data;
  if (rewards.length === 0 && withdrawable === 0 && pending === 0) {
    return (
      <StateWithLink to="/qrcode" label={t('emptyAction')} className="rewards-empty">
        <EmptyState text={t('emptyTitle')} />
        <ProgrammeRules />
      </StateWithLink>
    );
  }
  return (
    <div className="rewards">
      <WalletBalances withdrawable={withdrawable} pending={pending} />
      <Tabs
        tabs={CASH_TABS.map((id) => ({ id, label: t(`tab.${id}`) }))}
        selected={tab}
        onSelect={onSelectTab}
        label={t('tabsLabel')}
        panelClassName="rewards__panel"
      >
        {tab === 'rewards' ? <RewardList /> : <WithdrawalList />}
      </Tabs>
    </div>
  );
}

import type { Reward } from '@luggage/api/contract';
import { useRewardListQuery } from '@luggage/api/rewards-api';
import { formatYuan } from '@luggage/domain/money';
import { Stack } from '@luggage/ui/layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFooter } from '../../shared/paged-list-footer';
import { useFocusOnArrival } from '../../shared/use-focus-on-arrival';
import { RewardHistoryDialog } from './reward-history-dialog';
import { rewardStatusText } from './reward-status-text';
import './rewards.css';

/** The rows of one page; a page loaded by 'load more' takes the focus to its first row. */
function RewardPage({ pageNo, takeFocus, onOpen }: { pageNo: number; takeFocus: boolean; onOpen: (reward: Reward) => void }) {
  const { t, i18n } = useTranslation('rewards');
  const { currentData: data } = useRewardListQuery({ pageNo });
  const firstRow = useFocusOnArrival<HTMLButtonElement>(takeFocus, (data?.rewards.length ?? 0) > 0);
  return data?.rewards.map((reward, index) => (
    <li key={reward.id}>
      <button
        ref={index === 0 && takeFocus ? firstRow : undefined}
        type="button"
        className={`reward-row reward-row--${reward.status}`}
        onClick={() => onOpen(reward)}
      >
        <span className="reward-row__main">
          <span className="reward-row__friend">{t('rewardOf', { friend: reward.friendPhone })}</span>
          <span className="reward-row__amount">{t('yuan', { amount: formatYuan(reward.amount) })}</span>
        </span>
        <span className="reward-row__status">{rewardStatusText(reward, t, i18n.language)}</span>
      </button>
    </li>
  ));
}

/**
 * The traveller's rewards, newest first, 10 a page (spec §9: 'load more' only after a full page); a tap on
 * one opens its history. The first page is the one the balances came with.
 */
export function RewardList() {
  const { t } = useTranslation('rewards');
  const { t: tPaging } = useTranslation('rewardPaging');
  const [pageCount, setPageCount] = useState(1);
  const [opened, setOpened] = useState<Reward | null>(null);
  const first = useRewardListQuery({ pageNo: 1 });
  const last = useRewardListQuery({ pageNo: pageCount });
  if (first.currentData?.rewards.length === 0) return <p className="rewards__empty-tab">{t('emptyTitle')}</p>;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Stack isPage>
      <Stack as="ul" aria-label={t('rewardList')} className="rewards__list">
        {pages.map((pageNo) => (
          <RewardPage key={pageNo} pageNo={pageNo} takeFocus={pageNo > 1 && pageNo === pageCount} onOpen={setOpened} />
        ))}
      </Stack>
      <PagedListFooter
        pageCount={pageCount}
        lastPage={{ itemCount: last.currentData?.rewards.length, isError: last.isError, error: last.error, refetch: last.refetch }}
        onLoadMore={() => setPageCount((count) => count + 1)}
        t={tPaging}
      />
      {opened && <RewardHistoryDialog reward={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}

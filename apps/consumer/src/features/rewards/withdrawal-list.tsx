import type { Withdrawal } from '@luggage/api/contract';
import { useRewardListQuery, useWithdrawListQuery } from '@luggage/api/rewards-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatDateTime } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { Stack } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFooter } from '../../shared/paged-list-footer';
import { useFocusOnArrival } from '../../shared/use-focus-on-arrival';
import './rewards.css';

/** One withdrawal: amount, state (and why it failed), when it was asked for and settled. */
function WithdrawalRow({ withdrawal, rowRef }: { withdrawal: Withdrawal; rowRef?: Ref<HTMLLIElement> }) {
  const { t, i18n } = useTranslation('rewards');
  return (
    <li ref={rowRef} tabIndex={rowRef ? -1 : undefined} className={`withdrawal-row withdrawal-row--${withdrawal.status}`}>
      <span className="reward-row__main">
        <span className="reward-row__amount">{t('yuan', { amount: formatYuan(withdrawal.amount) })}</span>
        <span className="withdrawal-row__status">{t(`withdrawalStatus.${withdrawal.status}`)}</span>
      </span>
      {withdrawal.failureReason && <span className="withdrawal-row__reason">{t('failedBecause', { reason: withdrawal.failureReason })}</span>}
      <span className="rewards__note">{t('requestedAt', { time: formatDateTime(withdrawal.createdAt, i18n.language) })}</span>
      {withdrawal.settledAt && <span className="rewards__note">{t('settledAt', { time: formatDateTime(withdrawal.settledAt, i18n.language) })}</span>}
    </li>
  );
}

/** The rows of one page; a page loaded by 'load more' takes the focus to its first row. */
function WithdrawalPage({ pageNo, takeFocus }: { pageNo: number; takeFocus: boolean }) {
  const { currentData: data } = useWithdrawListQuery({ pageNo });
  const firstRow = useFocusOnArrival<HTMLLIElement>(takeFocus, (data?.withdrawals.length ?? 0) > 0);
  return data?.withdrawals.map((withdrawal, index) => (
    <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} rowRef={index === 0 && takeFocus ? firstRow : undefined} />
  ));
}

/** How often the newest withdrawals are asked again while one of them is still processing. */
export const PROCESSING_POLL_MS = 5000;

/**
 * The newest withdrawals, asked again every {@link PROCESSING_POLL_MS} while one is processing (a payout
 * settles within moments); when one settles, the balances are asked again too (a failed one's money is back).
 */
function useNewestWithdrawals() {
  const [isPolling, setIsPolling] = useState(false);
  const first = useWithdrawListQuery({ pageNo: 1 }, { pollingInterval: isPolling ? PROCESSING_POLL_MS : 0 });
  const { refetch: refetchBalances } = useRewardListQuery({ pageNo: 1 });
  const processing = first.currentData?.withdrawals.filter((withdrawal) => withdrawal.status === 'processing').length;
  const processingBefore = useRef(processing);
  useEffect(() => {
    setIsPolling((processing ?? 0) > 0);
    if (processing !== undefined && processingBefore.current !== undefined && processing < processingBefore.current) void refetchBalances();
    processingBefore.current = processing;
  }, [processing, refetchBalances]);
  return first;
}

/** The traveller's withdrawals, newest first, 10 a page (spec §9: 'load more' only after a full page). */
export function WithdrawalList() {
  const { t } = useTranslation('rewards');
  const { t: tPaging } = useTranslation('withdrawalPaging');
  const [pageCount, setPageCount] = useState(1);
  const first = useNewestWithdrawals();
  const last = useWithdrawListQuery({ pageNo: pageCount });
  if (first.isError && !first.currentData) return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  if (!first.currentData) return <LoadingState text={t('loading')} />;
  if (first.currentData.withdrawals.length === 0) return <p className="rewards__empty-tab">{t('noWithdrawals')}</p>;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Stack isPage>
      <Stack as="ul" aria-label={t('withdrawalList')} className="rewards__list">
        {pages.map((pageNo) => (
          <WithdrawalPage key={pageNo} pageNo={pageNo} takeFocus={pageNo > 1 && pageNo === pageCount} />
        ))}
      </Stack>
      <PagedListFooter
        pageCount={pageCount}
        lastPage={{ itemCount: last.currentData?.withdrawals.length, isError: last.isError, error: last.error, refetch: last.refetch }}
        onLoadMore={() => setPageCount((count) => count + 1)}
        t={tPaging}
      />
    </Stack>
  );
}

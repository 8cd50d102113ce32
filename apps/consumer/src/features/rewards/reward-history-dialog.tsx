import type { Reward } from '@luggage/api/contract';
import { useReturnRecordQuery } from '@luggage/api/rewards-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatDateTime } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { PanelDialog } from '@luggage/ui/dialogs';
import { FactList } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardStatusText } from './reward-status-text';
import './rewards.css';

/** Props of {@link RewardHistoryDialog}. */
export interface RewardHistoryDialogProps {
  /** The reward as the list has it (shown at once; its history comes from return_record). */
  reward: Reward;
  onClose: () => void;
}

/** One reward's history (return_record), oldest first: earned, then became withdrawable or reversed, each with its time and amount. */
export function RewardHistoryDialog({ reward, onClose }: RewardHistoryDialogProps) {
  const { t, i18n } = useTranslation('rewards');
  const titleId = useId();
  const history = useReturnRecordQuery({ rewardId: reward.id, id: reward.orderId });
  let records;
  if (history.isError && !history.currentData) {
    records = <ErrorState message={apiErrorText(history.error, t)} onRetry={() => void history.refetch()} />;
  } else if (!history.currentData) {
    records = <LoadingState text={t('historyLoading')} />;
  } else {
    records = (
      <ol className="reward-history" aria-label={t('historyLabel')}>
        {history.currentData.records.map((record) => (
          <li key={record.kind} className={`reward-history__entry reward-history__entry--${record.kind}`}>
            <span className="reward-history__kind">{t(`record.${record.kind}`)}</span>
            <span className="reward-history__amount">{t('yuan', { amount: formatYuan(record.amount) })}</span>
            <span className="rewards__note">{formatDateTime(record.at, i18n.language)}</span>
          </li>
        ))}
      </ol>
    );
  }
  const current = history.currentData?.reward ?? reward;
  return (
    <PanelDialog title={t('historyTitle')} titleId={titleId} closeText={t('close')} onClose={onClose}>
      <div className="reward-history__body">
        <FactList isValueEnd>
          <dt>{t('rewardOf', { friend: current.friendPhone })}</dt>
          <dd>{t('yuan', { amount: formatYuan(current.amount) })}</dd>
        </FactList>
        <p className="rewards__note">
          {t('friendPaid', { friend: current.friendPhone, amount: formatYuan(current.paidAmount) })} · {rewardStatusText(current, t, i18n.language)}
        </p>
        {records}
      </div>
    </PanelDialog>
  );
}

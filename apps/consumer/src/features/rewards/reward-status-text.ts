import type { Reward } from '@luggage/api/contract';
import { formatDate, shanghaiToday } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';

/** A reward's state in words ('rewards' namespace): pending until its day, withdrawable, or reversed. */
export function rewardStatusText(reward: Reward, t: TFunction, language: string): string {
  if (reward.status === 'pending') return t('rewardStatus.pending', { date: formatDate(shanghaiToday(reward.availableAt), language) });
  return t(`rewardStatus.${reward.status}`);
}

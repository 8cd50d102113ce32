import type { OpeningHours } from '@luggage/api/contract';
import type { Instant } from '@luggage/domain/dates';
import { openingState, type OpeningState } from '@luggage/domain/shops';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** When the state changes next: 'closes at 22:00', 'opens tomorrow at 09:00', … or null when never. */
function nextChange(state: OpeningState, t: TFunction<'shopDetail'>): string | null {
  if (state.isOpen) return state.closesAt ? t('closesAt', { time: state.closesAt }) : t('openAllDay');
  if (state.opensAt === null || state.opensInDays === null) return null;
  if (state.opensInDays === 0) return t('opensAt', { time: state.opensAt });
  if (state.opensInDays === 1) return t('opensTomorrowAt', { time: state.opensAt });
  return t('opensInDaysAt', { time: state.opensAt, count: state.opensInDays });
}

/** 'open now · closes at 22:00' or 'closed now · opens at 09:00', in Shanghai time at `now`; nothing without hours. */
export function OpeningStatus({ hours, now }: { hours: readonly OpeningHours[]; now: Instant }) {
  const { t } = useTranslation('shopDetail');
  if (hours.length === 0) return null;
  const state = openingState(hours, now);
  const change = nextChange(state, t);
  return (
    <p className={`opening-status opening-status--${state.isOpen ? 'open' : 'closed'}`}>
      <strong className="opening-status__state">{t(state.isOpen ? 'openNow' : 'closedNow')}</strong>
      {change && <span className="opening-status__change">{change}</span>}
    </p>
  );
}
